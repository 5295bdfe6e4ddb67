import React from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  title: string;
  eyebrow?: string;
  subtitle?: string;
  /** h1 for a page hero, h2 (default) for sections. */
  as?: 'h1' | 'h2' | 'h3';
  id?: string;
  align?: 'center' | 'left';
};

/** A section's heading block: optional eyebrow, the title (h2 unless told otherwise) and a subtitle. */
export default function SectionHeading({title, eyebrow, subtitle, as: Tag = 'h2', id, align = 'center'}: Props) {
  return (
    <header className={clsx(styles.heading, styles[align])}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <Tag id={id} className={styles.title}>
        {title}
      </Tag>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
    </header>
  );
}
