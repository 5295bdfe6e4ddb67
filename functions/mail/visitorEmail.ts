import {DEMO_CONFIRMATION_MAILS, PRIVACY_DELETION_MAIL} from '../../src/data/mails';
import {DEFAULT_LOCALE} from '../../src/data/constants/locales';
import type {Lead} from '../leads/store';
import {assertHeaderSafe, type OutgoingMail} from './leadEmail';

/** "We got your request" to whoever asked for a demo, in the form's language; a reply reaches the sales inbox. */
export function demoConfirmationEmail(lead: Pick<Lead, 'name' | 'email' | 'locale'>, salesInbox: string): OutgoingMail {
  const mail = DEMO_CONFIRMATION_MAILS[lead.locale ?? DEFAULT_LOCALE];
  return {
    to: assertHeaderSafe('To', lead.email),
    replyTo: assertHeaderSafe('Reply-To', salesInbox),
    subject: mail.subject,
    text: mail.text(lead.name || lead.email),
  };
}

/** The "Delete my data" confirmation link, to the address whose data would be deleted. */
export function privacyDeletionEmail(to: string, link: string, salesInbox: string): OutgoingMail {
  return {
    to: assertHeaderSafe('To', to),
    replyTo: assertHeaderSafe('Reply-To', salesInbox),
    subject: PRIVACY_DELETION_MAIL.subject,
    text: PRIVACY_DELETION_MAIL.text(link),
  };
}
