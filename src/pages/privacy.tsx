import React from 'react';
import Layout from '@theme/Layout';
import PrivacyHeader from '@site/src/components/Privacy/Header';
import PrivacyPolicy from '@site/src/components/Privacy/Policy';

export default function PrivacyPage() {
  return (
    <Layout>
      <main>
        <PrivacyHeader />
        <PrivacyPolicy />
      </main>
    </Layout>
  );
}
