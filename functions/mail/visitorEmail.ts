import {DEMO_CONFIRMATION_MAILS, PRIVACY_DELETION_MAILS} from '../../src/data/mails';
import {DEFAULT_LOCALE, type Locale} from '../../src/data/constants/locales';
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

/** The "Delete my data" confirmation link, to the address whose data would be deleted, in the page's language. */
export function privacyDeletionEmail(to: string, link: string, salesInbox: string, locale: Locale): OutgoingMail {
  const mail = PRIVACY_DELETION_MAILS[locale];
  return {
    to: assertHeaderSafe('To', to),
    replyTo: assertHeaderSafe('Reply-To', salesInbox),
    subject: mail.subject,
    text: mail.text(link),
  };
}
