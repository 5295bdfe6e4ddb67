import React, {useEffect, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import Button from '@site/src/components/shared/Button';
import {Check, Copy, FileText} from 'lucide-react';
import {toast} from '@site/src/lib/toast';
import {COPY_PAGE as COPIES} from '@site/src/data/copyPage';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import {isMarkdownTwin} from '@site/src/lib/markdownTwin';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied';

/** How long "Copied" stays on the button before it offers to copy again. */
const COPIED_MS = 2000;

async function fetchTwin(href: string): Promise<string> {
  const response = await fetch(href, {headers: {Accept: 'text/markdown'}});
  const body = await response.text();
  if (!isMarkdownTwin(response.status, body)) throw new Error(`No Markdown copy at ${href}`);
  return body;
}

async function copyTwin(href: string): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard?.write === 'function') {
    // Safari lets a page write to the clipboard only during the click; a ClipboardItem made from
    // a promise keeps that permission while the Markdown downloads.
    const blob = fetchTwin(href).then((text) => new Blob([text], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
    return;
  }
  await navigator.clipboard.writeText(await fetchTwin(href));
}

/**
 * "Copy page" for a Help Center page: copies the page's Markdown twin (plugins/llms-txt) to the
 * clipboard, to paste into an AI assistant. "View as Markdown" opens the same file and works
 * without script, so the button stays disabled until the page is hydrated. Under `npm start` no
 * twin exists: the copy fails with a toast pointing at the link.
 */
export default function CopyPage({markdownHref}: {markdownHref: string}) {
  const COPY_PAGE = useLocalized(COPIES);
  const [status, setStatus] = useState<Status>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    setStatus('copying');
    try {
      await copyTwin(markdownHref);
      setStatus('copied');
      toast.success(COPY_PAGE.toastCopied, {description: COPY_PAGE.toastCopiedText});
      timer.current = setTimeout(() => setStatus('idle'), COPIED_MS);
    } catch {
      setStatus('idle');
      toast.error(COPY_PAGE.toastFailed, {description: COPY_PAGE.toastFailedText});
    }
  };

  const Icon = status === 'copied' ? Check : Copy;
  return (
    <div className={styles.toolbar} role="group" aria-label={COPY_PAGE.toolbarLabel}>
      <Button className={styles.button} onClick={copy} disabled={status === 'copying'}>
        <Icon className={styles.icon} size={16} aria-hidden="true" focusable="false" />
        {status === 'copied' ? COPY_PAGE.copied : COPY_PAGE.button}
      </Button>
      {/* pathname:// makes a plain link to a file: no client-side routing to a page that does not exist. */}
      <Link className={styles.link} to={`pathname://${markdownHref}`}>
        <FileText className={styles.icon} size={16} aria-hidden="true" focusable="false" />
        {COPY_PAGE.viewMarkdown}
      </Link>
      <span className="sr-only" aria-live="polite">
        {status === 'copying' ? COPY_PAGE.copying : status === 'copied' ? COPY_PAGE.toastCopied : ''}
      </span>
    </div>
  );
}
