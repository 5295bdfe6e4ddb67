import React from 'react';
import SiteLink from '@site/src/components/shared/SiteLink';
import PageLayout from '@site/src/components/shared/PageLayout';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import Card, {CardGrid} from '@site/src/components/shared/Card';
import CtaBanner from '@site/src/components/shared/CtaBanner';
import {SITEMAP_CLOSING, SITEMAP_PAGE, type SitemapGroup} from '@site/src/data/sitemap';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

type Props = {
  /** Built by plugins/sitemap-page from the pages and the three collections. */
  groups: readonly SitemapGroup[];
};

/** /sitemap: every page of the site, grouped, with a way to ask when it is not there. */
export default function SitemapPage({groups}: Props) {
  const page = useLocalized(SITEMAP_PAGE);
  const closing = useLocalized(SITEMAP_CLOSING);
  return (
    <PageLayout title={page.title} description={page.description}>
      <Section>
        <SectionHeading as="h1" eyebrow={page.eyebrow} title={page.title} subtitle={page.subtitle} />
        <CardGrid min={280}>
          {groups.map((group) => (
            <Card key={group.id} title={group.title} headingLevel="h2" className={styles.group}>
              <ul className={styles.links} id={group.id}>
                {group.links.map((link) => (
                  <li key={link.path}>
                    <SiteLink to={link.path}>{link.label}</SiteLink>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section tone="alt">
        <CtaBanner title={closing.title} text={closing.text} actions={[closing.action]} />
      </Section>
    </PageLayout>
  );
}
