import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import Card, {CardGrid} from '@site/src/components/shared/Card';
import type {IntegrationsPage} from '@site/src/data/integrations';

/** What connecting a platform changes for the store. */
export default function IntegrationBenefits({howItWorks}: Pick<IntegrationsPage, 'howItWorks'>) {
  return (
    <Section id="benefits" tone="alt">
      <SectionHeading title={howItWorks.title} />
      <CardGrid min={220}>
        {howItWorks.items.map((item) => (
          <Card key={item.title} title={item.title} icon={item.icon}>
            <p>{item.text}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
