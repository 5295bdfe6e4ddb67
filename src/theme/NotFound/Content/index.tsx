import React from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';
import {localizedNotFoundFor} from '@site/src/lib/notFound';
import {NOT_FOUND_COPY} from '@site/src/data/notFound';
import styles from '../styles.module.css';

type Props = {className?: string};

/**
 * The not-found message, in the language of the address. Inside a list (`/blog/{unknown}`, `/docs/…`)
 * it names what is missing and links back to the list; elsewhere it says the address does not exist, and the page
 * around it (NotFound) sends the visitor home. The Help Center renders this alone inside its own
 * layout, so the title and `noindex` are set here.
 */
export default function NotFoundContent({className}: Props) {
  const {locale, section} = localizedNotFoundFor(useLocation().pathname);
  const copy = NOT_FOUND_COPY[locale];
  return (
    <main className={clsx(styles.notFound, className)}>
      <PageMetadata title={section?.title ?? copy.title} description={section?.text ?? copy.description} />
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
          <h1>{copy.title}</h1>
          <p>{copy.text}</p>
          <p>
            <Link to="/">{copy.home}</Link>
          </p>
        </>
      )}
    </main>
  );
}
