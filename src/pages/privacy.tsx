import React from 'react';
import PageLayout from '@site/src/components/shared/PageLayout';
import PrivacyHeader from '@site/src/components/Privacy/Header';
import PrivacyPolicy from '@site/src/components/Privacy/Policy';

export default function PrivacyPage() {
  return (
    <PageLayout>
      <PrivacyHeader />
      <PrivacyPolicy />
    </PageLayout>
  );
}
