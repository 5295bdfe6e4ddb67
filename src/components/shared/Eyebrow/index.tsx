import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  /** A paragraph above a heading, or a span inside a link or a meta line. */
  as?: 'p' | 'span';
  /** md above a page or featured title, sm above a card title, xs inside a compact link card. */
  size?: 'md' | 'sm' | 'xs';
  className?: string;
  children: ReactNode;
};

/** The small uppercase label that says what an entry or card is (a collection, a kind, a category), one style site-wide. */
export default function Eyebrow({as: Tag = 'p', size = 'md', className, children}: Props) {
  return <Tag className={clsx(styles.eyebrow, styles[size], className)}>{children}</Tag>;
}
