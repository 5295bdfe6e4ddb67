import React from 'react';
import DefaultNavbarItem from '@theme-original/NavbarItem/DefaultNavbarItem';
import type DefaultNavbarItemType from '@theme/NavbarItem/DefaultNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {useSectionLinkClick} from '@site/src/components/Navigation/useSectionLink';

type Props = WrapperProps<typeof DefaultNavbarItemType>;

/** Header links to a page section (the Pricing entries) scroll with the site's offset and timing. */
export default function DefaultNavbarItemWrapper(props: Props) {
  const onClick = useSectionLinkClick(props.to, props.onClick);
  return <DefaultNavbarItem {...props} onClick={onClick} />;
}
