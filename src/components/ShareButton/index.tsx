import React from 'react';
import {toast} from '@site/src/lib/toast';
import {SHARE_COPY} from '@site/src/data/collectionPages';
import {ActionButton} from '@site/src/components/shared/ActionLink';

function ShareIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M18 8a3 3 0 1 0-2.8-4M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8.6 13.5l6.8 4M15.4 6.5l-6.8 4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

type Props = {label: string; title: string; text?: string};

/**
 * Share Article / Share (docs-engineering/decisions.md#button-targets): the browser's share sheet where there
 * is one, otherwise the page address goes to the clipboard with a toast.
 */
export default function ShareButton({label, title, text}: Props) {
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({title, text, url});
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to report.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(SHARE_COPY.copied, {description: SHARE_COPY.copiedText});
    } catch {
      toast.error(SHARE_COPY.failed, {description: url});
    }
  };
  return <ActionButton label={label} icon={<ShareIcon />} variant="secondary" size="sm" onClick={share} />;
}
