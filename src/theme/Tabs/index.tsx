import React, {Children, cloneElement, isValidElement, useId} from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';
import {useHydrated} from '@site/src/lib/useHydrated';
import {tabIds} from './tabIds';

type Props = WrapperProps<typeof TabsType>;

/**
 * The theme's tabs, with each tab tied to its panel: the tab gets an id and
 * aria-controls (through TabItem's `attributes`, which the theme puts on the
 * tab), the panel (src/theme/TabItem) the matching id and aria-labelledby.
 * Without them the HTML checker rejects every page with tabs. Until the page
 * has hydrated a tab cannot be chosen, and says so (aria-disabled), like
 * every control that needs script.
 */
export default function TabsWrapper({children, ...props}: Props) {
  const uid = useId();
  const hydrated = useHydrated();
  const linked = Children.map(children, (child) =>
    isValidElement<TabItemProps>(child) && typeof child.props.value === 'string'
      ? cloneElement(child, {attributes: {...child.props.attributes, ...tabIds(uid, child.props.value), ...(hydrated ? {} : {'aria-disabled': true})}})
      : child,
  );
  return <Tabs {...props}>{linked}</Tabs>;
}
