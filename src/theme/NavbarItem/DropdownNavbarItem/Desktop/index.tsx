import React, {useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import NavbarItem from '@theme/NavbarItem';
import type {Props} from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
import {TIMING} from '@site/src/data/constants';
import styles from './styles.module.css';
import Button from '@site/src/components/shared/Button';

/**
 * Desktop header dropdown: a disclosure button and a list of links. Opens on
 * hover or click (a click right after the hover opened it is ignored, the
 * menus' 400 ms toggle debounce, TIMING); closes on Escape (focus back on the button),
 * outside click or focus, route change, choosing a link, or 200 ms after the
 * pointer leaves.
 */
export default function DropdownNavbarItemDesktop({items, position, className, label, children}: Props) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const lastToggle = useRef(0);
  const closeTimer = useRef<number | undefined>(undefined);
  const menuId = useId();
  const {pathname} = useLocation();

  const change = (next: boolean) => {
    window.clearTimeout(closeTimer.current);
    lastToggle.current = Date.now();
    setOpen(next);
  };

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const onOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', onOutside);
    document.addEventListener('touchstart', onOutside);
    document.addEventListener('focusin', onOutside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('touchstart', onOutside);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  return (
    <div
      ref={rootRef}
      className={clsx('navbar__item', 'dropdown', styles.dropdown, {
        'dropdown--right': position === 'right',
        'dropdown--show': open,
      })}
      onMouseEnter={() => !open && change(true)}
      onMouseLeave={() => {
        window.clearTimeout(closeTimer.current);
        closeTimer.current = window.setTimeout(() => setOpen(false), TIMING.menuCloseDelayMs);
      }}>
      <Button
        ref={buttonRef}
        className={clsx('navbar__link', styles.trigger, className)}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (open && Date.now() - lastToggle.current < TIMING.menuDebounceMs) return;
          change(!open);
        }}>
        {children ?? label}
      </Button>
      <ul id={menuId} className="dropdown__menu">
        {items.map((item, index) => (
          <NavbarItem
            key={index}
            isDropdownItem
            activeClassName="dropdown__link--active"
            {...item}
            onClick={() => setOpen(false)}
          />
        ))}
      </ul>
    </div>
  );
}
