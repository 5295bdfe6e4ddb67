import React, {type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export type Action = {
  label: string;
  /** Internal route or hash (rendered with Docusaurus Link). */
  to?: string;
  /** External address: opens in a new tab with rel="noopener noreferrer". */
  href?: string;
  variant?: 'primary' | 'secondary' | 'ghost';
};

type Props = Action & {className?: string; children?: ReactNode; onClick?: (event: MouseEvent<HTMLAnchorElement>) => void};

/** The site's button-styled link: internal routes via <Link>, external ones in a new tab. */
export default function ActionLink({label, to, href, variant = 'primary', className, children, onClick}: Props) {
  const cls = clsx(styles.action, styles[variant], className);
  if (href) {
    return (
      <a className={cls} href={href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {children ?? label}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link className={cls} to={to ?? '/'} onClick={onClick}>
      {children ?? label}
    </Link>
  );
}
