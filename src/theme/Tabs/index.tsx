import React, {
  Children,
  cloneElement,
  isValidElement,
  useId,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  sanitizeTabsChildren,
  TabsProvider,
  useScrollPositionBlocker,
  useTabs,
  useTabsContextValue,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import {useHydrated} from '@site/src/lib/useHydrated';
import {tabIds} from './tabIds';
import styles from './styles.module.css';

/**
 * The theme's tabs (ejected from theme-classic 3.10), with two changes:
 * - Each tab is tied to its panel: the tab gets an id and aria-controls
 *   (through TabItem's `attributes`, which the tab list spreads), the panel
 *   (src/theme/TabItem, patch "tab-panel-ids") the matching id and
 *   aria-labelledby. Without them the HTML checker rejects every page with
 *   tabs. Until the page has hydrated a tab cannot be chosen, and says so
 *   (aria-disabled), like every control that needs script. That state lives
 *   in the tab list alone: a change of the provider's value would make React
 *   hydrate every panel's sections at once, in one long task on a phone, and
 *   throw away a code block whose chunk had not arrived.
 * - No remount after hydration. The theme keys its provider on useIsBrowser(),
 *   so every panel (six platforms of install-widget, code blocks included) was
 *   built twice, the second time in one long task just after load: most of
 *   that page's blocking time on a phone. The remount dates from
 *   facebook/docusaurus#5653; the stored or query-string choice is applied in
 *   a layout effect after hydration (useTabsContextValue), which needs none.
 * Patch "tabs-no-remount" (plugins/lean-client/patches/tabs-no-remount.ts): its switch, the hashes of the
 * framework files it stands in for, and the upstream issue that would let it go.
 */
function TabList({className}: {className?: string}) {
  const {selectedValue, selectValue, tabValues, block} = useTabs();
  // Here rather than in Tabs: only the tab list changes when the page hydrates, so the provider's
  // value stays the same and the panels' sections that have not hydrated yet are not forced to.
  const hydrated = useHydrated();
  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const handleTabChange = (event: MouseEvent<HTMLLIElement> | KeyboardEvent<HTMLLIElement>) => {
    const newTab = event.currentTarget;
    const newTabValue = tabValues[tabRefs.indexOf(newTab)]!.value;
    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null | undefined = null;
    switch (event.key) {
      case 'Enter':
        handleTabChange(event);
        break;
      case 'ArrowRight':
        focusElement = tabRefs[tabRefs.indexOf(event.currentTarget) + 1] ?? tabRefs[0];
        break;
      case 'ArrowLeft':
        focusElement = tabRefs[tabRefs.indexOf(event.currentTarget) - 1] ?? tabRefs[tabRefs.length - 1];
        break;
      default:
        break;
    }
    focusElement?.focus();
  };

  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', {'tabs--block': block}, className)}>
      {tabValues.map(({value, label, attributes}) => (
        <li
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(ref) => {
            tabRefs.push(ref);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          aria-disabled={hydrated ? undefined : true}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string | undefined, {
            'tabs__item--active': selectedValue === value,
          })}>
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

export default function Tabs(props: Props) {
  const uid = useId();
  const children = Children.map(props.children, (child) =>
    isValidElement<TabItemProps>(child) && typeof child.props.value === 'string'
      ? cloneElement(child, {attributes: {...child.props.attributes, ...tabIds(uid, child.props.value)}})
      : child,
  ) as ReactElement<TabItemProps>[];
  const value = useTabsContextValue({...props, children});
  return (
    <TabsProvider value={value}>
      {/* The historical class names the theme keeps for custom CSS; className goes on the tab list, as in the theme. */}
      <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList)}>
        <TabList className={props.className} />
        <div className="margin-top--md">{sanitizeTabsChildren(children)}</div>
      </div>
    </TabsProvider>
  );
}
