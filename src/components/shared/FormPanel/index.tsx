import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Split from '../Split';
import cardStyles from '../Card/styles.module.css';
import styles from './styles.module.css';

/**
 * Copy beside a raised card (a form, or a sample conversation): a Split whose
 * columns line up at the top, even unless `wideFirst` gives the copy more room.
 */
export default function FormPanel({wideFirst = false, children}: {wideFirst?: boolean; children: ReactNode}) {
  return (
    <Split wide={wideFirst ? 'start' : 'even'} align="start">
      {children}
    </Split>
  );
}

/** The raised card of a FormPanel; a figure when it holds a sample rather than a form. */
export function FormPanelCard({
  as: Tag = 'div',
  className,
  children,
}: {
  as?: 'div' | 'figure';
  className?: string;
  children: ReactNode;
}) {
  return <Tag className={clsx(cardStyles.surface, styles.card, className)}>{children}</Tag>;
}
