import React from 'react';
import Layout from '@theme/Layout';
import ConferenceHero from '@site/src/components/Conference/Hero';
import ConferenceIncluded from '@site/src/components/Conference/Included';
import ConferenceRegister from '@site/src/components/Conference/Register';

export default function MjUnpackedPage() {
  return (
    <Layout>
      <main>
        <ConferenceHero />
        <ConferenceIncluded />
        <ConferenceRegister />
      </main>
    </Layout>
  );
}
