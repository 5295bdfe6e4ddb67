import React from 'react';
import PageLayout from '@site/src/components/shared/PageLayout';
import SocialHero from '@site/src/components/Social/Hero';
import SocialFeatured from '@site/src/components/Social/Featured';
import SocialColumns from '@site/src/components/Social/Columns';
import StayConnected from '@site/src/components/Social/StayConnected';

export default function SocialPage() {
  return (
    <PageLayout>
      <SocialHero />
      <SocialFeatured />
      <SocialColumns />
      <StayConnected />
    </PageLayout>
  );
}
