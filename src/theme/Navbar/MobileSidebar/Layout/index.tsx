import React from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Navbar/MobileSidebar/Layout';

/**
 * The drawer panel as a modal dialog named by its 'Navigation Menu' title.
 * The site has no docs sidebar, so only the primary menu is shown.
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
