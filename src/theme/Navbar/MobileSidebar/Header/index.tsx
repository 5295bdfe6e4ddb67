import React from 'react';
import Header from '@theme-original/Navbar/MobileSidebar/Header';
import type HeaderType from '@theme/Navbar/MobileSidebar/Header';
import type {WrapperProps} from '@docusaurus/types';
import {DRAWER_UI} from '@site/src/data/ui';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

type Props = WrapperProps<typeof HeaderType>;

/**
 * The drawer's header (logo, colour mode, close button), wrapped: the visible title ('Navigation Menu')
 * follows it. The title names the drawer's dialog (Layout's aria-labelledby) and takes the focus when
 * the drawer opens (the drawer's wrapper, one folder up).
 */
export default function NavbarMobileSidebarHeaderWrapper(props: Props) {
  const {title} = useLocalized(DRAWER_UI);
  return (
    <>
      <Header {...props} />
      <h2 id="navigation-menu-title" tabIndex={-1} className={styles.title}>
        {title}
      </h2>
    </>
  );
}
