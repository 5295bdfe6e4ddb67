import React from 'react';
import Head from '@docusaurus/Head';
import type {Props} from '@theme/Error';
import ErrorMessage, {ERROR_TITLE} from './ErrorMessage';

/**
 * The app-wide error boundary's screen. It sits above the route and theme
 * providers, so it renders the bare message rather than the page layout,
 * which may be what failed.
 */
export default function Error({error}: Props) {
  return (
    <>
      <Head>
        <title>{ERROR_TITLE}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <ErrorMessage error={error} />
    </>
  );
}
