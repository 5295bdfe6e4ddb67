import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/**
 * Two columns on wide screens, stacked on phones: copy beside a raised card
 * (a form, or a sample conversation). `wideFirst` gives the first column more room.
 */
export default function FormPanel({wideFirst = false, children}: {wideFirst?: boolean; children: ReactNode}) {
  return <div className={clsx(styles.grid, wideFirst && styles.wideFirst)}>{children}</div>;
}

/** The raised card of a FormPanel; a figure when it holds a sample rather than a form. */
export function FormPanelCard({as: Tag = 'div', className, children}: {as?: 'div' | 'figure'; className?: string; children: ReactNode}) {
  return <Tag className={clsx(styles.card, className)}>{children}</Tag>;
}
