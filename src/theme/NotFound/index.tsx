import React, {useEffect} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import NotFoundContent from '@theme/NotFound/Content';
import {localizedNotFoundFor} from '@site/src/lib/notFound';

/**
 * An unknown entry of a list (`/blog/{unknown}`, `/es/docs/{unknown}`…) shows that list's not-found
 * message; the server answers those with the list's pre-rendered page (plugins/not-found-pages) and a
 * 404 status. Any other unknown address sends the visitor to the home page of the address's language,
 * replacing the history entry so Back does not return to it; without JavaScript the message and link
 * remain.
 */
export default function NotFound() {
  const history = useHistory();
  const {pathname} = useLocation();
  const home = useBaseUrl('/');
  const {section} = localizedNotFoundFor(pathname);
  useEffect(() => {
    if (!section) history.replace(home);
  }, [history, section, home]);

  return (
    <Layout>
      <NotFoundContent />
    </Layout>
  );
}
