import {LINKS} from '../../data/constants';

/** A toast's title and description, worded exactly (docs-engineering/decisions.md#same-rules-on-both-sides). */
export type ToastCopy = {title: string; description: string};

const REQUEST_THANKS = "Thank you for your interest. We'll contact you soon!";
const GENERIC_FAILURE = 'Something went wrong';

/** Every toast the lead forms show. */
export const TOASTS = {
  demoPopupSuccess: {title: 'Request sent!', description: REQUEST_THANKS},
  demoPageSuccess: {title: 'Request Sent!', description: REQUEST_THANKS},
  demoFailure: {title: GENERIC_FAILURE, description: "We couldn't send your request. Please try again later."},
  missingInfo: {title: 'Missing information', description: 'Please provide your name and email address.'},
  waitlistSuccess: {
    title: "You're on the list!",
    description: "We'll notify you when the BudBot AI Chatbot is ready for your dispensary.",
  },
  waitlistFailure: {title: GENERIC_FAILURE, description: "We couldn't add you to the waitlist. Please try again."},
  conferenceSuccess: {title: 'Success!', description: "Your free chatbot has been claimed. We'll be in touch shortly!"},
  conferenceFailure: {title: GENERIC_FAILURE, description: "We couldn't process your request. Please try again."},
  // Subscribe Free (docs-engineering/decisions.md#button-targets).
  newsletterSuccess: {title: 'Subscribed!', description: "Check your inbox for next week's issue."},
  newsletterFailure: {title: GENERIC_FAILURE, description: "We couldn't subscribe you. Please try again."},
} as const satisfies Record<string, ToastCopy>;

/** The popup's inline message when a send fails, ending with the contact address. */
export const POPUP_CONNECTION_ERROR_PREFIX =
  "We're having trouble connecting to our services. Please try again later or contact us directly at ";

export const popupConnectionError = (email: string = LINKS.contactEmail) => `${POPUP_CONNECTION_ERROR_PREFIX}${email}`;

/** What the conference form says once every licence is taken (the server's 409 says the same). */
export const soldOutMessage = (total: number) =>
  `All ${total} free chatbot licenses have been claimed. Request a demo and we'll show you what BudBot can do for your dispensary.`;

/** Button labels while a form is being sent. */
export const BUSY_LABELS = {sending: 'Sending...', processing: 'Processing...'} as const;
