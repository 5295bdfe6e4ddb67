import React from 'react';
import Button from '@site/src/components/shared/Button';
import SearchIcon from 'lucide-react/icons/search';
import {requestSearch} from '@site/src/lib/search/sections';
import {HELP_CENTER_COPY} from '@site/src/data/helpCenter';
import styles from './styles.module.css';

/**
 * Opens the site search (src/theme/SearchBar) narrowed to the Help Center.
 * The search is script, so the button (a shared Button) stays disabled until it has hydrated.
 */
export default function SearchPrompt() {
  return (
    <div className={styles.prompt}>
      <Button className={styles.button} onClick={() => requestSearch('Help Center')} aria-haspopup="dialog">
        <SearchIcon className={styles.icon} aria-hidden />
        <span>{HELP_CENTER_COPY.searchLabel}</span>
      </Button>
      <p className={styles.hint}>{HELP_CENTER_COPY.searchHint}</p>
    </div>
  );
}
