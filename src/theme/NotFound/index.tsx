import React, {useEffect} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import Layout from '@theme/Layout';
import styles from './styles.module.css';

/**
 * Any unknown address sends the visitor home, replacing the history entry so
 * Back does not return to it (spec 2). The server still answers 404 with this
 * page, and without JavaScript the message and link remain.
 */
export default function NotFound() {
  const history = useHistory();
  useEffect(() => {
    history.replace('/');
  }, [history]);

  return (
    <Layout title="Page not found" description="This address does not exist on the BudBot site.">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className={styles.notFound}>
        <h1>Page not found</h1>
        <p>We couldn't find that address. If the home page doesn't open by itself in a moment, use the link below.</p>
        <p>
          <Link to="/">Go to the BudBot home page</Link>
        </p>
      </main>
    </Layout>
  );
}
