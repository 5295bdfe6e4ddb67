/** The Help Center's "Copy page" control (src/components/docs/CopyPage). */
export type CopyPageCopy = {
  button: string;
  copied: string;
  copying: string;
  toastCopied: string;
  toastCopiedText: string;
  toastFailed: string;
  toastFailedText: string;
  viewMarkdown: string;
  toolbarLabel: string;
};

export const COPY_PAGE = {
  button: 'Copy page',
  copied: 'Copied',
  /** Said by the live region while the page is fetched. */
  copying: 'Copying page…',
  toastCopied: 'Page copied as Markdown',
  toastCopiedText: 'Paste it into your AI assistant or notes.',
  toastFailed: 'Could not copy this page',
  toastFailedText:
    'Your browser blocked the clipboard or the Markdown copy is not available. Open it with "View as Markdown" instead.',
  viewMarkdown: 'View as Markdown',
  /** The toolbar's accessible name. */
  toolbarLabel: 'Page tools',
} as const satisfies CopyPageCopy;
