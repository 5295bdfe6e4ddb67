import React from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {formatLongDate} from '@site/src/lib/dates';

/**
 * "Last updated on November 16, 2026" under a Help Center page, in the site's
 * date format. The theme's version marks the date with itemprop="dateModified"
 * outside any itemscope, which the HTML checker rejects on doc pages, and formats the date with Intl,
 * which loads ICU's data on the main thread as a guide hydrates.
 * Patch "last-updated" (plugins/lean-client/patches/last-updated.ts): its switch, the hash of the
 * framework file it stands in for, and the proposal that would let it go.
 */
export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props) {
  if (!lastUpdatedAt) return null;
  const date = new Date(lastUpdatedAt);
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      Last updated on{' '}
      <b>
        <time dateTime={date.toISOString()}>{formatLongDate(date)}</time>
      </b>
      {lastUpdatedBy ? (
        <>
          {' '}
          by <b>{lastUpdatedBy}</b>
        </>
      ) : null}
    </span>
  );
}
