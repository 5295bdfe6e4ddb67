import React, {useEffect} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import styles from './styles.module.css';

/**
 * Rendered at every alias address (plugins/redirects). With JavaScript the
 * visitor is moved on at once, keeping the query and hash and replacing the
 * history entry; without it the meta refresh does the same. Crawlers get a
 * canonical to the target and a noindex, so the alias stays out of sitemap.xml.
 */
export default function AliasRedirect({to}: {to: string}) {
  const history = useHistory();
  const {search, hash} = useLocation();
  const canonical = useBaseUrl(to, {absolute: true});
  // The meta refresh is for the pre-rendered page only: inserted during a
  // client-side visit, Chrome would reload the target after the router moved on.
  const isBrowser = useIsBrowser();
  useEffect(() => {
    history.replace(`${to}${search}${hash}`);
  }, [history, to, search, hash]);

  return (
    <Layout title="Page moved" description={`This address now lives at ${to}.`} noFooter>
      <Head>
        {!isBrowser && <meta httpEquiv="refresh" content={`0; url=${to}`} />}
        <meta name="robots" content="noindex, follow" />
        <link rel="canonical" href={canonical} />
      </Head>
      <main className={styles.moved}>
        <h1>This page has moved</h1>
        <p>
          It now lives at <Link to={to}>{to}</Link>.
        </p>
      </main>
    </Layout>
  );
}
