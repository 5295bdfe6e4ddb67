/**
 * The e-mails the site sends to visitors (issue 30): the "We got your request"
 * note to whoever asks for a demo, and the "Delete my data" confirmation link.
 * Plain text, built by the server (functions/mail) and queued in its outbox.
 */
import {BRAND, LINKS, PRIVACY_REQUESTS} from './constants';

export const DEMO_CONFIRMATION_MAIL = {
  subject: `We got your request: your ${BRAND} demo`,
  /** `name` as the visitor typed it (the popup may leave only a short one). */
  text: (name: string): string =>
    [
      `Hi ${name},`,
      '',
      `We got your request for a ${BRAND} demo. Someone from our team will reply within one business day to find a time that suits you.`,
      '',
      `If you would rather pick a time yourself, you can book one here: ${LINKS.scheduling}`,
      '',
      'You can reply to this e-mail to add anything to your request.',
      '',
      `The ${BRAND} team`,
      '',
      `You are receiving this because your address was entered on the ${BRAND} website's demo request form. If that was not you, ignore this e-mail or tell us at ${LINKS.contactEmail}.`,
    ].join('\n'),
} as const;

export const PRIVACY_DELETION_MAIL = {
  subject: `Confirm the deletion of your data at ${BRAND}`,
  text: (link: string): string =>
    [
      'Hello,',
      '',
      `Someone, hopefully you, asked on the ${BRAND} website to delete every form submission made with this e-mail address.`,
      '',
      'To confirm, open this link and press the button on the page:',
      link,
      '',
      `The link is valid for ${PRIVACY_REQUESTS.linkValidHours} hours. If you did not ask for this, ignore this e-mail: nothing will be deleted.`,
      '',
      `The ${BRAND} team (${LINKS.contactEmail})`,
    ].join('\n'),
} as const;
