import React from 'react';
import PageLayout from '@site/src/components/shared/PageLayout';
import ConferenceHero from '@site/src/components/Conference/Hero';
import ConferenceIncluded from '@site/src/components/Conference/Included';
import ConferenceRegister from '@site/src/components/Conference/Register';

export default function MjUnpackedPage() {
  return (
    <PageLayout>
      <ConferenceHero />
      <ConferenceIncluded />
      <ConferenceRegister />
    </PageLayout>
  );
}
