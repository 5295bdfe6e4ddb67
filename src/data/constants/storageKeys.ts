/** Keys of what the site keeps in the visitor's localStorage and sessionStorage (listed in the privacy policy). */

export const STORAGE_KEYS = {
  popupDismissed: 'vb-demo-popup-dismissed',
  /** The Help Center pages this browser has voted on ("Was this page helpful?"). */
  docsFeedback: 'vb-docs-feedback',
  /** sessionStorage: where this visit came from, sent with a form (src/lib/attribution). */
  attribution: 'vb-attribution',
} as const;
