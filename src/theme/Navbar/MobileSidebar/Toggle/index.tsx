import React from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import IconMenu from '@theme/Icon/Menu';
import {useHydrated} from '@site/src/lib/useHydrated';

/** The theme's phone menu button, disabled until the page hydrates (useHydrated): a tap before then would do nothing. */
export default function MobileSidebarToggle() {
  const {toggle, shown} = useNavbarMobileSidebar();
  const hydrated = useHydrated();
  return (
    <button
      onClick={toggle}
      aria-label={translate({
        id: 'theme.docs.sidebar.toggleSidebarButtonAriaLabel',
        message: 'Toggle navigation bar',
        description: 'The ARIA label for hamburger menu button of mobile navigation',
      })}
      aria-expanded={shown}
      className="navbar__toggle clean-btn"
      type="button"
      disabled={!hydrated}>
      <IconMenu />
    </button>
  );
}
