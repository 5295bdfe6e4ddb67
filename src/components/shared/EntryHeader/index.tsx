import React, {Fragment, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Eyebrow from '@site/src/components/shared/Eyebrow';
import styles from './styles.module.css';

type Props = {
  /** The link back to the collection's list. */
  back: {to: string; label: string};
  /** Above the back link: the blog's visible breadcrumb. */
  breadcrumb?: ReactNode;
  /** The line above the title: a label (set as an eyebrow) or the article's own tags. */
  eyebrow: ReactNode;
  title: string;
  /** The rest of the text column, in the collection's own order: meta line, lead, topics, facts, actions. */
  children?: ReactNode;
  /** A picture beside the text (case studies); stacked under it on narrow screens. */
  media?: ReactNode;
  /** Sets the frame and, through --entry-title-size, --entry-title-gap and --entry-lead-size, the collection's type scale. */
  className?: string;
};

/** The header of an entry page (blog post, newsletter issue, case study): back link, eyebrow, the page's h1 and the entry's details. */
export default function EntryHeader({back, breadcrumb, eyebrow, title, children, media, className}: Props) {
  const text = (
    <div>
      {typeof eyebrow === 'string' ? (
        <Eyebrow className={styles.eyebrow}>{eyebrow}</Eyebrow>
      ) : (
        <div className={styles.eyebrow}>{eyebrow}</div>
      )}
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
  return (
    <header className={className}>
      {breadcrumb}
      <Link to={back.to} className={styles.back}>
        <span aria-hidden="true">←</span>
        {back.label}
      </Link>
      {media ? (
        <div className={styles.withMedia}>
          {text}
          {media}
        </div>
      ) : (
        text
      )}
    </header>
  );
}

/** The entry's date line: its parts (a <time>, the author, the read time) joined by dots. */
export function EntryMeta({parts, className}: {parts: readonly ReactNode[]; className?: string}) {
  return (
    <p className={clsx(styles.meta, className)}>
      {parts.map((part, index) => (
        // The parts are a fixed list in a fixed order: the index is their identity.
        <Fragment key={index}>
          {index > 0 && <span aria-hidden="true">·</span>}
          {part}
        </Fragment>
      ))}
    </p>
  );
}

/** The entry's summary under its title, in the lead size. */
export function EntryLead({children}: {children: ReactNode}) {
  return <p className={styles.lead}>{children}</p>;
}

/** The row of buttons (share, download); left out of print. */
export function EntryActions({children}: {children: ReactNode}) {
  return <div className={styles.actions}>{children}</div>;
}
