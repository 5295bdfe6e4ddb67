import React, {useEffect} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import Layout from '@theme/Layout';
import NotFoundContent from '@theme/NotFound/Content';
import {notFoundSectionFor} from '@site/src/lib/notFound';

/**
 * An unknown entry of a list (`/blog/{unknown}`…) shows that list's not-found message; the server
 * answers those with the list's pre-rendered page (plugins/not-found-pages) and a 404 status. Any
 * other unknown address sends the visitor home, replacing the history entry so Back does not
 * return to it (spec 2); without JavaScript the message and link remain.
 */
export default function NotFound() {
  const history = useHistory();
  const {pathname} = useLocation();
  const section = notFoundSectionFor(pathname);
  useEffect(() => {
    if (!section) history.replace('/');
  }, [history, section]);

  return (
    <Layout>
      <NotFoundContent />
    </Layout>
  );
}
