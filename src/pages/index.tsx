import React from 'react';
import Layout from '@theme/Layout';

export default function Home() {
  return (
    <Layout>
      <main>
        <h1>BudBot</h1>
      </main>
    </Layout>
  );
}
