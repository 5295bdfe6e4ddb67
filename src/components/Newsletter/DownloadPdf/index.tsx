import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {pdfLink} from '../issues';
import styles from './styles.module.css';
import {useHydrated} from '@site/src/lib/useHydrated';

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M12 4v11m0 0 4.5-4.5M12 15l-4.5-4.5M5 19h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

type Props = {permalink: string; issueNumber: number; label?: string; className?: string};

/**
 * Download PDF from the archive: opens the issue, whose page starts the print
 * dialog (decisions.md). Without a label it is an icon button named for the issue.
 */
export default function DownloadPdfLink({permalink, issueNumber, label, className}: Props) {
  return (
    <Link
      to={pdfLink(permalink)}
      className={clsx(styles.download, !label && styles.iconOnly, className)}
      aria-label={label ? undefined : `Download Issue ${issueNumber} as PDF`}
      title={label ? undefined : `Download Issue ${issueNumber} as PDF`}>
      <DownloadIcon />
      {label}
    </Link>
  );
}

/** Download PDF on the issue page itself: the print stylesheet lays the issue out as a document. */
export function PrintButton({label, className}: {label: string; className?: string}) {
  const hydrated = useHydrated();
  return (
    <button type="button" className={clsx(styles.download, className)} onClick={() => window.print()} disabled={!hydrated}>
      <DownloadIcon />
      {label}
    </button>
  );
}
