import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import SiteLink from '../SiteLink';
import {FallbackImage} from '@site/src/components/CollectionMedia';
import {NEW_TAB_NOTE} from '@site/src/data/ui';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

type Props = {
  /** The cover picture on top; without one the card is a padded panel. */
  'image'?: string;
  /** Load the picture at once (a card in the first screen); otherwise it waits until it is near. */
  'eager'?: boolean;
  /** article for a card of its own, li for a card that is an item of its list. */
  'as'?: 'article' | 'li';
  /** The card is one link (its title link is stretched over it): the border lights up on hover and focus. */
  'linked'?: boolean;
  'className'?: string;
  'children': ReactNode;
  'data-partner'?: string;
};

/** The card of the site's grids (collection entries, hub entries, Help Center sections, partners): one surface, border and shadow; cards of a row equally tall. */
export default function EntryCard({
  image,
  eager = false,
  as: Tag = 'article',
  linked = false,
  className,
  children,
  ...data
}: Props) {
  return (
    <Tag
      className={clsx(styles.card, image ? styles.withImage : styles.padded, linked && styles.linked, className)}
      {...data}>
      {image ? (
        <>
          <FallbackImage
            src={image}
            alt=""
            width={1200}
            height={630}
            className={styles.image}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
          <div className={styles.body}>{children}</div>
        </>
      ) : (
        children
      )}
    </Tag>
  );
}

type TitleProps = {
  as?: 'h2' | 'h3';
  /** Internal route of the entry. */
  to?: string;
  /** External address: opens in a new tab. */
  href?: string;
  /** Stretch the link over the whole card (pair with `linked` on the card). */
  stretched?: boolean;
  /** Let the title take the card's spare height when there is no text under it. */
  grow?: boolean;
  className?: string;
  children: ReactNode;
};

/** A card's title, a link to the entry when it has one. */
export function EntryCardTitle({
  as: H = 'h3',
  to,
  href,
  stretched = false,
  grow = false,
  className,
  children,
}: TitleProps) {
  const linkClass = clsx(styles.titleLink, stretched && styles.stretched);
  const newTab = useLocalized(NEW_TAB_NOTE);
  let content: ReactNode = children;
  if (href) {
    content = (
      <a className={linkClass} href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="sr-only">{newTab}</span>
      </a>
    );
  } else if (to) {
    content = (
      <SiteLink className={linkClass} to={to}>
        {children}
      </SiteLink>
    );
  }
  return <H className={clsx(styles.title, grow && styles.grow, className)}>{content}</H>;
}

/** A card's text: muted, and it takes the spare height so the cards' last lines align. */
export function EntryCardText({className, children}: {className?: string; children: ReactNode}) {
  return <p className={clsx(styles.text, className)}>{children}</p>;
}

/** The line above a card's title: what it is, when, how long (spread to both ends). */
export function EntryCardMeta({className, children}: {className?: string; children: ReactNode}) {
  return <p className={clsx(styles.meta, className)}>{children}</p>;
}

/** The card's last row: the read link, and beside it any other action (a download). */
export function EntryCardActions({children}: {children: ReactNode}) {
  return <div className={styles.actions}>{children}</div>;
}

/** The card's call to read the entry; `name` completes the link's accessible name. */
export function ReadMore({to, label, name}: {to: string; label: string; name: string}) {
  return (
    <SiteLink to={to} className={styles.readMore}>
      {label}
      <span className="sr-only">{name}</span>
      <span aria-hidden="true"> →</span>
    </SiteLink>
  );
}
