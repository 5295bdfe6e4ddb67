import {DEMO_CONFIRMATION_MAIL, PRIVACY_DELETION_MAIL} from '../../src/data/mails';
import type {Lead} from '../leads/store';
import {assertHeaderSafe, type OutgoingMail} from './leadEmail';

/** "We got your request" to whoever asked for a demo; a reply reaches the sales inbox. */
export function demoConfirmationEmail(lead: Pick<Lead, 'name' | 'email'>, salesInbox: string): OutgoingMail {
  return {
    to: assertHeaderSafe('To', lead.email),
    replyTo: assertHeaderSafe('Reply-To', salesInbox),
    subject: DEMO_CONFIRMATION_MAIL.subject,
    text: DEMO_CONFIRMATION_MAIL.text(lead.name || lead.email),
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
