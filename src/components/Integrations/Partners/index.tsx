import React from 'react';
import SiteLink from '@site/src/components/shared/SiteLink';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import Icon from '@site/src/components/shared/Icon';
import EntryCard from '@site/src/components/shared/EntryCard';
import Eyebrow from '@site/src/components/shared/Eyebrow';
import {EntryGrid} from '@site/src/components/shared/EntryList';
import type {IntegrationPartner, IntegrationsPage} from '@site/src/data/integrations';
import PartnerLogo from '../PartnerLogo';
import styles from './styles.module.css';

/** The seven partner cards, each linking to its Help Center setup guide and to the partner's own site in a new tab. */
export default function IntegrationPartners({
  copy,
  partners,
}: {
  copy: IntegrationsPage['partners'];
  partners: readonly IntegrationPartner[];
}) {
  return (
    <Section id="partners">
      <SectionHeading title={copy.title} subtitle={copy.subtitle} />
      <EntryGrid min={250} fill>
        {partners.map((partner) => (
          <EntryCard key={partner.id} as="li" className={styles.card} data-partner={partner.id}>
            <PartnerLogo name={partner.name} src={partner.logo} />
            <Eyebrow size="sm" className={styles.category}>
              {partner.category}
            </Eyebrow>
            <h3 className={styles.name}>{partner.name}</h3>
            <p className={styles.description}>{partner.description}</p>
            <SiteLink className={styles.link} to={partner.guide}>
              {copy.guideLabel}
              <span className="sr-only">{copy.guideOf(partner.name)}</span>
            </SiteLink>
            <a className={styles.link} href={partner.url} target="_blank" rel="noopener noreferrer">
              {copy.linkLabel}
              <span className="sr-only">{copy.siteOf(partner.name)}</span> <Icon name="arrow-up-right" size={14} />
            </a>
          </EntryCard>
        ))}
      </EntryGrid>
    </Section>
  );
}
