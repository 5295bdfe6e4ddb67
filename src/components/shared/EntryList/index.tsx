import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import Section from '@site/src/components/shared/Section';
import styles from './styles.module.css';

type GridProps = {
  /** The narrowest a column may get, in px. */
  min: number;
  /** Keep empty columns (a short last page keeps the card width) instead of stretching the cards to fill the row. */
  fill?: boolean;
  gap?: 'sm' | 'md';
  className?: string;
  /** The list items. */
  children: ReactNode;
};

/** A list of entries laid out as a responsive grid. */
export function EntryGrid({min, fill = false, gap = 'md', className, children}: GridProps) {
  const columns = `repeat(${fill ? 'auto-fill' : 'auto-fit'}, minmax(min(100%, ${min}px), 1fr))`;
  return (
    <ul className={clsx(styles.grid, styles[gap], className)} style={{gridTemplateColumns: columns}}>
      {children}
    </ul>
  );
}

/** The heading over a grid of entries. */
export function EntryListTitle({id, children}: {id: string; children: ReactNode}) {
  return (
    <h2 id={id} className={styles.title}>
      {children}
    </h2>
  );
}

type Props = Omit<GridProps, 'className'> & {title: string; tone?: 'default' | 'alt'};

/** A band at the end of an entry page listing more to read (other posts, related content); left out of print. */
export default function EntryList({title, tone = 'default', children, ...grid}: Props) {
  const titleId = useId();
  return (
    <Section tone={tone} aria-labelledby={titleId} className={styles.band}>
      <EntryListTitle id={titleId}>{title}</EntryListTitle>
      <EntryGrid {...grid}>{children}</EntryGrid>
    </Section>
  );
}
