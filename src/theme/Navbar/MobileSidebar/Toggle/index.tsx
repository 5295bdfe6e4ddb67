import React from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import IconMenu from '@theme/Icon/Menu';
import Button from '@site/src/components/shared/Button';

/**
 * The theme's phone menu button (ejected from theme-classic 3.10), a shared Button: disabled until it
 * has hydrated, as a tap before then would do nothing.
 * Patch "buttons-until-hydrated" (plugins/lean-client/patches/buttons-until-hydrated.ts): its switch, the
 * hash of the framework file it stands in for, and the proposal that would let it go.
 */
export default function MobileSidebarToggle() {
  const {toggle, shown} = useNavbarMobileSidebar();
  return (
    <Button
      onClick={toggle}
      aria-label={translate({
        id: 'theme.docs.sidebar.toggleSidebarButtonAriaLabel',
        message: 'Toggle navigation bar',
        description: 'The ARIA label for hamburger menu button of mobile navigation',
      })}
      aria-expanded={shown}
      className="navbar__toggle clean-btn">
      <IconMenu />
    </Button>
  );
}
