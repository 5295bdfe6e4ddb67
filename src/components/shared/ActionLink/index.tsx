import React, {type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import SiteLink from '../SiteLink';
import Button from '../Button';
import {NEW_TAB_NOTE} from '@site/src/data/ui';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

export type Action = {
  label: string;
  /** Internal route or hash (rendered with Docusaurus Link). */
  to?: string;
  /** External address: opens in a new tab with rel="noopener noreferrer". */
  href?: string;
  variant?: 'primary' | 'secondary' | 'ghost';
};

type Look = {
  variant?: Action['variant'];
  /** sm: the entry pages' smaller buttons (share, download). */
  size?: 'md' | 'sm';
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** Show only the icon, in a 44 px circle; the label becomes the accessible name and the tooltip. */
  iconOnly?: boolean;
  className?: string;
};

function lookOf({variant = 'primary', size = 'md', iconOnly = false, className}: Look) {
  return clsx(styles.action, styles[variant], size === 'sm' && styles.sm, iconOnly && styles.iconOnly, className);
}

function Content({
  label,
  icon,
  iconOnly,
  children,
}: {
  label: string;
  icon?: ReactNode;
  iconOnly?: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      {icon}
      {!iconOnly && (children ?? label)}
    </>
  );
}

type LinkProps = Action & Look & {children?: ReactNode; onClick?: (event: MouseEvent<HTMLAnchorElement>) => void};

/** The site's button-styled link: internal routes via <Link>, external ones in a new tab. */
export default function ActionLink({label, to, href, icon, iconOnly, children, onClick, ...look}: LinkProps) {
  const cls = lookOf({...look, iconOnly});
  const newTab = useLocalized(NEW_TAB_NOTE);
  const named = iconOnly ? {'aria-label': label, 'title': label} : {};
  if (href) {
    return (
      <a className={cls} href={href} target="_blank" rel="noopener noreferrer" onClick={onClick} {...named}>
        <Content label={label} icon={icon} iconOnly={iconOnly}>
          {children}
        </Content>
        <span className="sr-only">{newTab}</span>
      </a>
    );
  }
  return (
    <SiteLink className={cls} to={to ?? '/'} onClick={onClick} {...named}>
      <Content label={label} icon={icon} iconOnly={iconOnly}>
        {children}
      </Content>
    </SiteLink>
  );
}

type ButtonProps = Look & {label: string; onClick: () => void; disabled?: boolean};

/** The same look on a button, for an action on the page itself (share, print); inert until it has hydrated (shared Button). */
export function ActionButton({label, icon, iconOnly, onClick, disabled, ...look}: ButtonProps) {
  return (
    <Button
      className={lookOf({...look, iconOnly})}
      onClick={onClick}
      disabled={disabled}
      {...(iconOnly ? {'aria-label': label, 'title': label} : {})}>
      <Content label={label} icon={icon} iconOnly={iconOnly} />
    </Button>
  );
}
