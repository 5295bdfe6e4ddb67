import React from 'react';
import Layout from '@theme/Layout';
import ConferenceHero from '@site/src/components/Conference/Hero';
import ConferenceIncluded from '@site/src/components/Conference/Included';
import ConferenceRegister from '@site/src/components/Conference/Register';
import HydrateInPieces from '@site/src/components/shared/HydrateInPieces';

export default function MjUnpackedPage() {
  return (
    <Layout>
      <main>
        <HydrateInPieces>
          <ConferenceHero />
          <ConferenceIncluded />
          <ConferenceRegister />
        </HydrateInPieces>
      </main>
    </Layout>
  );
}
