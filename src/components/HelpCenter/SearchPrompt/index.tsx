import React from 'react';
import Link from '@docusaurus/Link';
import MessageCircleQuestion from 'lucide-react/icons/message-circle-question';
import Button from '@site/src/components/shared/Button';
import SearchIcon from 'lucide-react/icons/search';
import {requestSearch} from '@site/src/lib/search/sections';
import {HELP_CENTER_COPY} from '@site/src/data/helpCenter';
import {ASK_COPY} from '@site/src/data/ask';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

/**
 * Opens the site search (src/theme/SearchBar) narrowed to the Help Center,
 * whose Ask mode answers a question typed there; and links to /ask, the page
 * of those answers. The search is script, so the button stays disabled until
 * the page has hydrated; the link works without it.
 */
export default function SearchPrompt() {
  const copy = useLocalized(HELP_CENTER_COPY);
  const ask = useLocalized(ASK_COPY);
  return (
    <div className={styles.prompt}>
      <Button className={styles.button} onClick={() => requestSearch('Help Center')} aria-haspopup="dialog">
        <SearchIcon className={styles.icon} aria-hidden />
        <span>{copy.searchLabel}</span>
      </Button>
      <p className={styles.hint}>{copy.searchHint}</p>
      <p className={styles.ask}>
        <Link to={ask.entry.path} className={styles.askLink}>
          <MessageCircleQuestion className={styles.icon} aria-hidden />
          {ask.entry.label}
        </Link>
      </p>
    </div>
  );
}
