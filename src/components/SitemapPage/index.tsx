import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import Card, {CardGrid} from '@site/src/components/shared/Card';
import CtaBanner from '@site/src/components/shared/CtaBanner';
import {SITEMAP_CLOSING, type SitemapGroup} from '@site/src/data/sitemap';
import styles from './styles.module.css';

type Props = {
  /** Built by plugins/sitemap-page from the pages and the three collections. */
  groups: readonly SitemapGroup[];
};

/** /sitemap: every page of the site, grouped, with a way to ask when it is not there. */
export default function SitemapPage({groups}: Props) {
  return (
    <Layout title="Sitemap" description="Every page on the BudBot site: product, AI agents, services, articles, case studies and newsletter issues.">
      <main>
        <Section>
          <SectionHeading as="h1" eyebrow="Site index" title="Sitemap" subtitle="Every page on the BudBot site, from product and pricing to each article, case study and newsletter issue." />
          <CardGrid min={280}>
            {groups.map((group) => (
              <Card key={group.id} title={group.title} headingLevel="h2" className={styles.group}>
                <ul className={styles.links} id={group.id}>
                  {group.links.map((link) => (
                    <li key={link.path}>
                      <Link to={link.path}>{link.label}</Link>
                    </li>
                  ))}
                </ul>
              </Card>
            ))}
          </CardGrid>
        </Section>
        <Section tone="alt">
          <CtaBanner title={SITEMAP_CLOSING.title} text={SITEMAP_CLOSING.text} actions={[SITEMAP_CLOSING.action]} />
        </Section>
      </main>
    </Layout>
  );
}
