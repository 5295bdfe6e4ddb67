import React from 'react';
import ActionLink, {ActionButton} from '@site/src/components/shared/ActionLink';
import {pdfLink} from '../issues';

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M12 4v11m0 0 4.5-4.5M12 15l-4.5-4.5M5 19h14"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

type Props = {permalink: string; issueNumber: number; label?: string};

/**
 * Download PDF from the archive: opens the issue, whose page starts the print
 * dialog (docs-engineering/decisions.md#button-targets). Without a label it is an icon button named for the issue.
 */
export default function DownloadPdfLink({permalink, issueNumber, label}: Props) {
  return (
    <ActionLink
      label={label ?? `Download Issue ${issueNumber} as PDF`}
      iconOnly={!label}
      icon={<DownloadIcon />}
      to={pdfLink(permalink)}
      variant="secondary"
      size="sm"
    />
  );
}

/** Download PDF on the issue page itself: the print stylesheet lays the issue out as a document. */
export function PrintButton({label}: {label: string}) {
  return (
    <ActionButton label={label} icon={<DownloadIcon />} variant="secondary" size="sm" onClick={() => window.print()} />
  );
}
