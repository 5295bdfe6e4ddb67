import React from 'react';
import {useHydrated} from '@site/src/lib/useHydrated';
import SearchIcon from 'lucide-react/icons/search';
import {requestSearch} from '@site/src/lib/search/sections';
import {HELP_CENTER_COPY} from '@site/src/data/helpCenter';
import styles from './styles.module.css';

/**
 * Opens the site search (src/theme/SearchBar) narrowed to the Help Center.
 * The search is script, so the button stays disabled until the page has hydrated.
 */
export default function SearchPrompt() {
  const isBrowser = useHydrated();
  return (
    <div className={styles.prompt}>
      <button type="button" className={styles.button} disabled={!isBrowser} onClick={() => requestSearch('Help Center')} aria-haspopup="dialog">
        <SearchIcon className={styles.icon} aria-hidden />
        <span>{HELP_CENTER_COPY.searchLabel}</span>
      </button>
      <p className={styles.hint}>{HELP_CENTER_COPY.searchHint}</p>
    </div>
  );
}
