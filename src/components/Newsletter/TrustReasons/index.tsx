import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import Card, {CardGrid} from '@site/src/components/shared/Card';
import {NEWSLETTER_COPY} from '@site/src/data/collectionPages';

/** Closing section of the archive: three reasons to trust the newsletter. */
export default function TrustReasons() {
  return (
    <Section>
      <SectionHeading title={NEWSLETTER_COPY.trustTitle} />
      <CardGrid>
        {NEWSLETTER_COPY.trustReasons.map((reason) => (
          <Card key={reason.title} title={reason.title} icon={reason.icon}>
            <p>{reason.text}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
