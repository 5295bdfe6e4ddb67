import React, {Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

type Props = {
  id?: string;
  /** default: page background; alt: tinted band; brand: dark violet band with light text. */
  tone?: 'default' | 'alt' | 'brand';
  className?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
};

/**
 * A full-width page band with a centred, width-limited inner column.
 *
 * Its content is a Suspense boundary, which is how a long page hydrates in
 * pieces: React leaves each boundary's server HTML in place, commits the page
 * shell first, then hydrates the boundaries one by one at idle priority,
 * yielding between them (issue 16: one long hydration task was most of a
 * phone's blocking time). Nothing suspends here, so the server still renders
 * every section in full. A section's components should not read a context
 * that changes right after hydration (such as useIsBrowser): that update would
 * force every boundary to hydrate at once; use useHydrated() instead.
 */
export default function Section({id, tone = 'default', className, children, ...rest}: Props) {
  // Register the id so links like /pricing#plans pass the build's broken-anchor check.
  const brokenLinks = useBrokenLinks();
  if (id) brokenLinks.collectAnchor(id);
  return (
    <section id={id} className={clsx(styles.section, styles[tone], className)} aria-labelledby={rest['aria-labelledby']}>
      <div className={styles.inner}>
        <Suspense fallback={null}>{children}</Suspense>
      </div>
    </section>
  );
}
