import React from 'react';
import Layout from '@theme/Layout';

// Scaffold: replaced by the page's own sections.
export default function Page() {
  return (
    <Layout>
      <main>
        <h1>/ai-product-bot</h1>
      </main>
    </Layout>
  );
}
