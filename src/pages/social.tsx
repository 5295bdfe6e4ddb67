import React from 'react';
import Layout from '@theme/Layout';
import SocialHero from '@site/src/components/Social/Hero';
import SocialFeatured from '@site/src/components/Social/Featured';
import SocialColumns from '@site/src/components/Social/Columns';
import StayConnected from '@site/src/components/Social/StayConnected';

export default function SocialPage() {
  return (
    <Layout>
      <main>
        <SocialHero />
        <SocialFeatured />
        <SocialColumns />
        <StayConnected />
      </main>
    </Layout>
  );
}
