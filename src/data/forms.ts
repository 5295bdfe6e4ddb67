/**
 * What the lead forms say on the page: each form's accessible name, field
 * labels, submit button and privacy note. The rules' words (field messages,
 * toasts, busy labels) are in src/lib/forms, beside the rules that pick them.
 */

/** Field labels; a label used by several forms is written once. */
export const FIELD_LABELS = {
  name: 'Your name',
  fullName: 'Full name',
  email: 'Work email',
  emailAddress: 'Email address',
  phone: 'Phone',
  phoneNumber: 'Phone number',
  company: 'Company name',
  /** The hidden field only bots fill in (Honeypot). */
  honeypot: 'Your website',
} as const;

/** Shown after the label of a field that may stay empty. */
export const OPTIONAL_MARK = '(optional)';

/** The line under a form: "We use your details only {purpose}." and the policy link. */
export const PRIVACY_NOTE = {lead: 'We use your details only', policy: 'Privacy policy'} as const;

export const DEMO_REQUEST_FORM = {
  label: 'Request a demo',
  /** The popup groups its fields so it can disable them all while sending. */
  legend: 'Your details',
  message: {
    popup: {label: 'Anything we should know?', rows: 3},
    page: {
      label: 'What would you like to see?',
      placeholder: 'Number of stores, your POS or menu platform, what slows your budtenders down…',
      rows: 4,
    },
  },
  submit: {popup: 'Request My Demo', page: 'Request Demo'},
  privacyPurpose: 'to arrange your demo',
} as const;

export const CONFERENCE_FORM = {
  label: 'Register for the conference offer',
  submit: 'Claim My Free Chatbot',
  privacyPurpose: 'to set up your free chatbot',
  /** After the sold-out notice: where to go instead. */
  soldOutAction: 'Request a demo',
} as const;

export const WAITLIST_FORM = {
  label: 'Join the waitlist',
  submit: 'Join the Waitlist',
  privacyPurpose: 'to tell you when BudBot is ready',
} as const;

export const NEWSLETTER_FORM = {
  label: 'Subscribe to the newsletter',
  placeholder: 'Enter your email',
  // Subscribe Free (docs-engineering/decisions.md#button-targets).
  submit: 'Subscribe Free',
} as const;
