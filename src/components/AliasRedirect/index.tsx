import React, {useEffect} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import {ALIAS_REDIRECT_UI} from '@site/src/data/ui';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
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
  const copy = useLocalized(ALIAS_REDIRECT_UI);
  useEffect(() => {
    history.replace(`${to}${search}${hash}`);
  }, [history, to, search, hash]);

  return (
    <Layout title={copy.title} description={copy.description(to)} noFooter>
      <Head>
        {!isBrowser && <meta httpEquiv="refresh" content={`0; url=${to}`} />}
        <meta name="robots" content="noindex, follow" />
        <link rel="canonical" href={canonical} />
      </Head>
      <main className={styles.moved}>
        <h1>{copy.heading}</h1>
        <p>
          {copy.nowAt} <Link to={to}>{to}</Link>.
        </p>
      </main>
    </Layout>
  );
}
