import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {BAND_ATTRIBUTE} from '@site/src/lib/bandLayout';
import styles from './styles.module.css';

type Props = {
  'id'?: string;
  /** default: page background; alt: tinted band; brand: dark violet band with light text. */
  'tone'?: 'default' | 'alt' | 'brand';
  'className'?: string;
  'aria-labelledby'?: string;
  'children': ReactNode;
};

/** A full-width page band with a centred, width-limited inner column. */
export default function Section({id, tone = 'default', className, children, ...rest}: Props) {
  // Register the id so links like /pricing#plans pass the build's broken-anchor check.
  const brokenLinks = useBrokenLinks();
  if (id) brokenLinks.collectAnchor(id);
  return (
    <section
      id={id}
      className={clsx(styles.section, styles[tone], className)}
      aria-labelledby={rest['aria-labelledby']}
      {...{[BAND_ATTRIBUTE]: ''}}>
      <div className={styles.inner}>{children}</div>
    </section>
  );
}
