/**
 * "Was this page helpful?" under every Help Center page
 * (src/components/docs/PageFeedback). The toast follows the forms' wording
 * ('Something went wrong' and what could not be done).
 */
export type DocsFeedbackCopy = {
  question: string;
  yes: string;
  no: string;
  commentLabel: string;
  charactersLeft: string;
  send: string;
  sending: string;
  thanks: string;
  thanksDetail: string;
  remembered: string;
  failure: {title: string; description: string};
};

export const docsFeedback = {
  question: 'Was this page helpful?',
  yes: 'Yes',
  no: 'No',
  commentLabel: 'What was missing or unclear? (optional)',
  /** After the live count: "{n} characters left". */
  charactersLeft: 'characters left',
  send: 'Send feedback',
  sending: 'Sending...',
  thanks: 'Thanks for your feedback!',
  thanksDetail: 'Your answer helps us improve the Help Center.',
  /** A page this browser already voted on. */
  remembered: 'Thanks for your feedback on this page.',
  failure: {title: 'Something went wrong', description: "We couldn't send your feedback. Please try again."},
} as const satisfies DocsFeedbackCopy;
