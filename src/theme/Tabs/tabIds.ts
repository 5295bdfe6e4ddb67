/** Ids that tie a tab to its panel (aria-controls / aria-labelledby): `uid` is one per Tabs, `value` the TabItem's. */
export function tabIds(uid: string, value: string): {'id': string; 'aria-controls': string} {
  const safe = value.replace(/[^A-Za-z0-9_-]/g, '-');
  return {'id': `${uid}tab-${safe}`, 'aria-controls': `${uid}panel-${safe}`};
}
