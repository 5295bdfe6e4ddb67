import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  /** Which column takes more room from 960 px: the first (copy beside a picture) or the second. */
  wide?: 'start' | 'end';
  className?: string;
  children: ReactNode;
};

/** Two columns side by side from 960 px, stacked below: copy beside a picture, a list or a live panel. */
export default function Split({wide = 'start', className, children}: Props) {
  return <div className={clsx(styles.split, styles[wide], className)}>{children}</div>;
}
