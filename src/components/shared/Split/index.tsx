import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  /** Which column takes more room from 960 px: the first (copy beside a picture), the second, or neither. */
  wide?: 'start' | 'end' | 'even';
  /** How the columns line up: centred on each other, or both from the top (copy beside a form). */
  align?: 'center' | 'start';
  className?: string;
  children: ReactNode;
};

/** Two columns side by side from 960 px, stacked below: copy beside a picture, a list, a live panel or a form. */
export default function Split({wide = 'start', align = 'center', className, children}: Props) {
  return (
    <div className={clsx(styles.split, styles[wide], align === 'start' && styles.alignStart, className)}>
      {children}
    </div>
  );
}
