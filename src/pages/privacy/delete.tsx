import React from 'react';
import Head from '@docusaurus/Head';
import PageLayout from '@site/src/components/shared/PageLayout';
import DeleteConfirm from '@site/src/components/Privacy/DeleteConfirm';

/** Where the "Delete my data" e-mail's link leads: a button, never a deletion on opening (mail scanners open links). */
export default function PrivacyDeletePage() {
  return (
    <PageLayout
      pieces={false}
      head={
        <Head>
          <meta name="robots" content="noindex, follow" />
        </Head>
      }>
      <DeleteConfirm />
    </PageLayout>
  );
}
