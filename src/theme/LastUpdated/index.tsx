import React from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {LAST_UPDATED_UI} from '@site/src/data/ui';
import {formatLongDate} from '@site/src/lib/dates';
import {useLocale} from '@site/src/lib/i18n/useLocale';

/**
 * "Last updated on November 16, 2026" under a Help Center page, in the site's
 * date format and the page's language. The theme's version marks the date with itemprop="dateModified"
 * outside any itemscope, which the HTML checker rejects on doc pages, and formats the date with Intl,
 * which loads ICU's data on the main thread as a guide hydrates.
 * Patch "last-updated" (plugins/lean-client/patches/last-updated.ts): its switch, the hash of the
 * framework file it stands in for, and the proposal that would let it go.
 */
export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props) {
  const locale = useLocale();
  const ui = LAST_UPDATED_UI[locale];
  if (!lastUpdatedAt) return null;
  const date = new Date(lastUpdatedAt);
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      {ui.on}{' '}
      <b>
        <time dateTime={date.toISOString()}>{formatLongDate(date, locale)}</time>
      </b>
      {lastUpdatedBy ? (
        <>
          {' '}
          {ui.by} <b>{lastUpdatedBy}</b>
        </>
      ) : null}
    </span>
  );
}
