import React from 'react';
import Layout from '@theme/Layout';
import SocialHero from '@site/src/components/Social/Hero';
import SocialFeatured from '@site/src/components/Social/Featured';
import SocialColumns from '@site/src/components/Social/Columns';
import StayConnected from '@site/src/components/Social/StayConnected';
import HydrateInPieces from '@site/src/components/shared/HydrateInPieces';

export default function SocialPage() {
  return (
    <Layout>
      <main>
        <HydrateInPieces>
          <SocialHero />
          <SocialFeatured />
          <SocialColumns />
          <StayConnected />
        </HydrateInPieces>
      </main>
    </Layout>
  );
}
