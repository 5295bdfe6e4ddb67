import React from 'react';
import Layout from '@theme/Layout';
import PrivacyHeader from '@site/src/components/Privacy/Header';
import PrivacyPolicy from '@site/src/components/Privacy/Policy';
import HydrateInPieces from '@site/src/components/shared/HydrateInPieces';

export default function PrivacyPage() {
  return (
    <Layout>
      <main>
        <HydrateInPieces>
          <PrivacyHeader />
          <PrivacyPolicy />
        </HydrateInPieces>
      </main>
    </Layout>
  );
}
