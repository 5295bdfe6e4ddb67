import React from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import IconClose from '@theme/Icon/Close';
import NavbarLogo from '@theme/Navbar/Logo';
import styles from './styles.module.css';

/** Drawer header: logo, colour mode, close button, and the visible 'Navigation Menu' title. */
export default function NavbarMobileSidebarHeader() {
  const {toggle} = useNavbarMobileSidebar();
  return (
    <>
      <div className="navbar-sidebar__brand">
        <NavbarLogo />
        <NavbarColorModeToggle className="margin-right--md" />
        {/* eslint-disable-next-line local/shared-button -- the drawer is rendered only in the browser, once opened (the theme's shouldRender) */}
        <button
          type="button"
          aria-label="Close navigation menu"
          className="clean-btn navbar-sidebar__close"
          onClick={toggle}>
          <IconClose color="var(--ifm-color-emphasis-700)" />
        </button>
      </div>
      <h2 id="navigation-menu-title" tabIndex={-1} className={styles.title}>
        Navigation Menu
      </h2>
    </>
  );
}
