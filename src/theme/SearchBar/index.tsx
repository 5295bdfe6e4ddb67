import React, {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory} from '@docusaurus/router';
import {excerptToParts, type ExcerptPart} from './excerpt';
import {loadPagefind, type PagefindApi} from './pagefind';
import {
  OPEN_SEARCH_EVENT,
  SEARCH_FILTERS,
  SEARCH_LABELS,
  SEARCH_SECTIONS,
  searchOptionsFor,
  searchSectionOf,
  type OpenSearchDetail,
  type SearchFilter,
  type SearchSection,
} from '@site/src/lib/search/sections';
import styles from './styles.module.css';
import Button from '@site/src/components/shared/Button';
import {isQuestion} from '@site/src/lib/ask/isQuestion';
import {ASK_PATH, DIALOG_PASSAGES, askPath, cleanQuestion} from '@site/src/lib/ask/answerView';
import {ASK_COPY as ASK_COPIES} from '@site/src/data/ask';
import {useLocale, useLocalized} from '@site/src/lib/i18n/useLocale';
import {existsIn} from '@site/src/lib/i18n/routes';
import {SEARCH_UI, type SearchUi} from '@site/src/data/ui';
import Answer from '@site/src/components/Ask/Answer';
import {useAnswer} from '@site/src/components/Ask/useAnswer';

const MAX_RESULTS = 8;
/** Typing pauses this long before a question is answered, as Pagefind's search waits (200 ms). */
const ASK_DELAY_MS = 200;

type Hit = {url: string; title: string; section: SearchSection; excerpt: ExcerptPart[]};
type Status = 'idle' | 'loading' | 'ready' | 'unavailable';

/**
 * Navbar search over every page, article, newsletter issue and case study.
 * The index is static (Pagefind, built after `npm run build`), fetched the
 * first time the box is focused and then in small chunks per query, so it
 * works offline from the built site. A native <dialog> gives the focus trap,
 * Escape to close and the backdrop. A question (several words, or ending in
 * "?") is also answered from the Help Center (Ask mode, src/lib/ask) above the
 * results; Enter opens its full answer at /ask?q=….
 */
export default function SearchBar() {
  const ASK_COPY = useLocalized(ASK_COPIES);
  const ui = useLocalized(SEARCH_UI);
  const labels = useLocalized(SEARCH_LABELS);
  const locale = useLocale();
  // A language's index holds only its own pages: no filter for a section it does not have (English-only articles).
  const filters = SEARCH_FILTERS.filter((choice) => {
    const prefix = SEARCH_SECTIONS.find(({label}) => label === choice)?.prefix;
    return !prefix || existsIn(prefix, locale);
  });
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const foundRef = useRef<HTMLDivElement>(null);
  const apiRef = useRef<PagefindApi | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<Hit[]>([]);
  const [searched, setSearched] = useState('');
  const [filter, setFilter] = useState<SearchFilter>('All');
  const titleId = useId();
  const statusId = useId();
  const scriptUrl = useBaseUrl('/pagefind/pagefind.js');
  const baseUrl = useBaseUrl('/');
  const askBase = useBaseUrl(ASK_PATH);
  const history = useHistory();
  const question = isQuestion(query) ? cleanQuestion(query) : '';
  const answer = useAnswer(question, ASK_DELAY_MS);

  const prepare = useCallback(() => {
    if (apiRef.current || status === 'loading') return;
    setStatus('loading');
    loadPagefind(scriptUrl, baseUrl)
      .then((api) => {
        apiRef.current = api;
        setStatus('ready');
      })
      .catch(() => setStatus('unavailable'));
  }, [scriptUrl, baseUrl, status]);

  const open = useCallback(() => {
    prepare();
    dialogRef.current?.showModal();
    inputRef.current?.focus();
  }, [prepare]);

  const close = () => dialogRef.current?.close();

  // The Help Center's search prompt opens this dialog already narrowed to its section.
  useEffect(() => {
    const onRequest = (event: Event) => {
      const {detail} = event as CustomEvent<OpenSearchDetail>;
      if (detail?.filter) setFilter(detail.filter);
      open();
    };
    window.addEventListener(OPEN_SEARCH_EVENT, onRequest);
    return () => window.removeEventListener(OPEN_SEARCH_EVENT, onRequest);
  }, [open]);

  // Ctrl+K / ⌘K opens the search from anywhere.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  useEffect(() => {
    const api = apiRef.current;
    const term = query.trim();
    if (!api || status !== 'ready') return;
    if (term === '') {
      setHits([]);
      setSearched('');
      return;
    }
    let current = true;
    api.debouncedSearch(term, searchOptionsFor(filter), 200).then(async (search) => {
      if (!search || !current) return;
      const data = await Promise.all(search.results.slice(0, MAX_RESULTS).map((result) => result.data()));
      if (!current) return;
      setHits(
        data.map((d) => ({
          url: d.url,
          title: d.meta.title ?? d.url,
          section: searchSectionOf(d.url),
          excerpt: excerptToParts(d.excerpt),
        })),
      );
      setSearched(term);
    });
    return () => {
      current = false;
    };
  }, [query, status, filter]);

  // The answer's links, then the results': the arrow keys go through both.
  const links = () => Array.from(foundRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      links()[0]?.focus();
    }
  };

  const onResultKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next = at + (event.key === 'ArrowDown' ? 1 : -1);
    if (next < 0) inputRef.current?.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  };

  return (
    <>
      <Button
        data-pagefind-ignore
        className={styles.trigger}
        onClick={open}
        onFocus={prepare}
        onPointerEnter={prepare}
        aria-haspopup="dialog"
        aria-label={ui.trigger}
        aria-keyshortcuts="Control+K">
        <SearchIcon />
        <span className={styles.triggerLabel}>{ui.trigger}</span>
        <kbd className={styles.shortcut} aria-hidden="true">
          Ctrl K
        </kbd>
      </Button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events -- a click on the backdrop closes; from the keyboard, Escape closes the <dialog> natively */}
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        data-pagefind-ignore
        aria-labelledby={titleId}
        onClick={(event) => event.target === dialogRef.current && close()}>
        <div className={styles.panel}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {ui.title}
            </h2>
            {/* eslint-disable-next-line local/shared-button -- the dialog opens only through script */}
            <button type="button" className={styles.close} onClick={close} aria-label={ui.close}>
              ×
            </button>
          </div>
          <form
            role="search"
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              if (question === '') return;
              close();
              history.push(askPath(question, askBase));
            }}>
            <label className={styles.field}>
              <SearchIcon />
              <span className="sr-only">{ui.fieldLabel}</span>
              <input
                ref={inputRef}
                type="search"
                className={styles.input}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                onFocus={prepare}
                onKeyDown={onInputKey}
                placeholder={ui.placeholder}
                autoComplete="off"
                aria-describedby={statusId}
              />
            </label>
            <fieldset className={styles.filters}>
              <legend className="sr-only">{ui.filtersLegend}</legend>
              {filters.map((choice) => (
                <label key={choice} className={styles.filter}>
                  <input
                    type="radio"
                    name="search-section"
                    value={choice}
                    checked={filter === choice}
                    onChange={() => setFilter(choice)}
                    className={styles.filterInput}
                  />
                  <span>{labels[choice]}</span>
                </label>
              ))}
            </fieldset>
          </form>
          <p className={styles.askLink}>
            <Link to={ASK_PATH} onClick={close}>
              {ASK_COPY.entry.label}
            </Link>
          </p>
          <p id={statusId} className={styles.status} role="status" aria-live="polite">
            {describeStatus(ui, status, searched, hits.length, query.trim(), filter === 'All' ? '' : labels[filter])}
          </p>
          {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the arrow keys move between the links the answer and the results hold */}
          <div ref={foundRef} className={styles.found} onKeyDown={onResultKey}>
            {question !== '' && (
              <section className={styles.answer} aria-label={ASK_COPY.dialog.label} aria-live="polite">
                <Answer
                  state={answer}
                  title={ASK_COPY.dialog.label}
                  level={3}
                  limit={DIALOG_PASSAGES}
                  compact
                  onFollow={close}
                  footer={
                    <p className={styles.fullAnswer}>
                      <Link to={askPath(question, ASK_PATH)} onClick={close}>
                        {ASK_COPY.dialog.fullAnswer}
                      </Link>{' '}
                      <span className={styles.fullAnswerHint}>{ASK_COPY.dialog.hint}</span>
                    </p>
                  }
                />
              </section>
            )}
            {hits.length > 0 && (
              <ul className={styles.results}>
                {hits.map((hit) => (
                  <li key={hit.url}>
                    <Link to={hit.url} className={styles.result} onClick={close}>
                      <span className={styles.resultTop}>
                        <span className={styles.resultTitle}>{hit.title}</span>
                        <span className={styles.resultSection}>
                          <span className="sr-only">{ui.inSection}</span>
                          {labels[hit.section]}
                        </span>
                      </span>
                      <span className={styles.resultPath}>{hit.url}</span>
                      <span className={styles.excerpt}>
                        {hit.excerpt.map((part, index) =>
                          part.marked ? (
                            <mark key={index}>{part.text}</mark>
                          ) : (
                            <React.Fragment key={index}>{part.text}</React.Fragment>
                          ),
                        )}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </dialog>
    </>
  );
}

/** The status line, in the page's language; `filterLabel` is the chosen section's name, '' for all. */
function describeStatus(
  ui: SearchUi,
  status: Status,
  searched: string,
  count: number,
  typed: string,
  filterLabel: string,
): string {
  if (status === 'unavailable') return ui.unavailable;
  if (status === 'loading' || status === 'idle') return typed ? ui.loading : '';
  if (!searched) return ui.prompt;
  const where = filterLabel ? ui.where(filterLabel) : '';
  if (count === 0) return ui.none(searched, where);
  return ui.found(count, count === MAX_RESULTS, searched, where);
}

function SearchIcon() {
  return (
    <svg className={styles.icon} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
