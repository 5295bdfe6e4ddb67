import React from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import DeleteConfirm from '@site/src/components/Privacy/DeleteConfirm';

/** Where the "Delete my data" e-mail's link leads: a button, never a deletion on opening (issue 30). */
export default function PrivacyDeletePage() {
  return (
    <Layout>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main>
        <DeleteConfirm />
      </main>
    </Layout>
  );
}
