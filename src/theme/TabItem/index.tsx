import React from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';
import styles from './styles.module.css';

const idOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The theme's tab panel (ejected from theme-classic 3.10), plus the id and aria-labelledby that
 * src/theme/Tabs gives each tab's pair.
 * Patch "tab-panel-ids" (plugins/lean-client/patches/tab-panel-ids.ts): its switch, the hashes of the
 * framework files it stands in for, and the proposal that would let it go.
 */
export default function TabItem({children, className, value, attributes}: Props) {
  const {selectedValue, lazy} = useTabs();
  const isSelected = value === selectedValue;
  if (!isSelected && lazy) return null;
  return (
    <div
      role="tabpanel"
      id={idOf(attributes?.['aria-controls'])}
      aria-labelledby={idOf(attributes?.id)}
      className={clsx(styles.tabItem, className)}
      hidden={!isSelected}>
      {children}
    </div>
  );
}
