import React from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';
import {notFoundSectionFor} from '@site/src/lib/notFound';
import styles from '../styles.module.css';

type Props = {className?: string};

/**
 * The not-found message. Inside a list (`/blog/{unknown}`, `/docs/…`) it names what is missing and
 * links back to the list (spec 2 and 8); elsewhere it says the address does not exist, and the page
 * around it (NotFound) sends the visitor home. The Help Center renders this alone inside its own
 * layout, so the title and `noindex` are set here.
 */
export default function NotFoundContent({className}: Props) {
  const section = notFoundSectionFor(useLocation().pathname);
  return (
    <main className={clsx(styles.notFound, className)}>
      <PageMetadata
        title={section?.title ?? 'Page not found'}
        description={section?.text ?? 'This address does not exist on the BudBot site.'}
      />
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      {section ? (
        <>
          <h1>{section.title}</h1>
          <p>{section.text}</p>
          <p>
            <Link to={section.list}>{section.back}</Link>
          </p>
        </>
      ) : (
        <>
          <h1>Page not found</h1>
          <p>We couldn't find that address. If the home page doesn't open by itself in a moment, use the link below.</p>
          <p>
            <Link to="/">Go to the BudBot home page</Link>
          </p>
        </>
      )}
    </main>
  );
}
