import React from 'react';
import NavbarNavLink from '@theme-original/NavbarItem/NavbarNavLink';
import type NavbarNavLinkType from '@theme/NavbarItem/NavbarNavLink';
import type {WrapperProps} from '@docusaurus/types';
import SiteLink, {useIsEnglishOnly} from '@site/src/components/shared/SiteLink';

type Props = WrapperProps<typeof NavbarNavLinkType>;

/** A header or drawer link to an English-only page, on a translated page, goes to its English address (SiteLink). */
export default function NavbarNavLinkWrapper(props: Props) {
  const englishOnly = useIsEnglishOnly();
  if (props.to && englishOnly(props.to)) {
    return (
      <SiteLink to={props.to} className={props.className} onClick={props.onClick}>
        {props.label}
      </SiteLink>
    );
  }
  return <NavbarNavLink {...props} />;
}
