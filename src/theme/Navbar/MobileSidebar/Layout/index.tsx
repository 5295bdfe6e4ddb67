import React from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Navbar/MobileSidebar/Layout';

/**
 * The theme's drawer panel (ejected from theme-classic 3.10) as a modal dialog named by its 'Navigation
 * Menu' title (./Header), inert while closed. Only the primary menu: the theme's second panel, which
 * shows a docs page's sidebar, is left out.
 * Patch "drawer-dialog" (plugins/lean-client/patches/drawer-dialog.ts), with the drawer's wrapper: its
 * switch, the hashes of the framework files it stands on, and the upstream issue that would let it go.
 */
export default function NavbarMobileSidebarLayout({header, primaryMenu}: Props) {
  const {shown} = useNavbarMobileSidebar();
  return (
    <div
      className={clsx(ThemeClassNames.layout.navbar.mobileSidebar.container, 'navbar-sidebar')}
      role="dialog"
      aria-modal={shown}
      aria-labelledby="navigation-menu-title"
      inert={!shown}>
      {header}
      <div className="navbar-sidebar__items">
        <div className={clsx(ThemeClassNames.layout.navbar.mobileSidebar.panel, 'navbar-sidebar__item menu')}>
          {primaryMenu}
        </div>
      </div>
    </div>
  );
}
