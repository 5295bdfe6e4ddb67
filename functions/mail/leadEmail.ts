import {BRAND} from '../../src/data/constants';
import type {LeadForm} from '../../src/lib/forms/schemas';
import type {Lead} from '../leads/store';

/** One e-mail to the sales inbox. Plain text only: nothing a visitor types is ever read as HTML. */
export type OutgoingMail = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
};

const FORM_TITLES: Record<LeadForm, string> = {
  'demo-request': 'Demo request',
  'mj-signup': 'MJ Unpacked free chatbot claim',
  'waitlist': 'Waitlist signup',
  'newsletter': 'Newsletter subscriber',
};

const SOURCE_LABELS: Record<string, string> = {
  'popup': 'home page popup',
  'request-demo': '/request-demo page',
};

export class HeaderInjectionError extends Error {
  constructor(header: string) {
    super(`Refusing a line break in the ${header} header.`);
    this.name = 'HeaderInjectionError';
  }
}

/** Header values must stay on one line, or a visitor could add headers (Bcc:) of their own. */
export function assertHeaderSafe(header: string, value: string): string {
  if (/[\r\n]/.test(value)) throw new HeaderInjectionError(header);
  return value;
}

/** The sales team's e-mail for one lead. */
export function leadEmail(lead: Lead, to: string): OutgoingMail {
  const who = lead.name || lead.email;
  const lines: [string, string][] = [
    ['Form', FORM_TITLES[lead.form]],
    ['Name', lead.name],
    ['Email', lead.email],
    ['Company', lead.company],
    ['Phone', lead.phone],
    ['Source', SOURCE_LABELS[lead.source] ?? lead.source],
  ];
  const body = [
    `New lead from the ${BRAND} website.`,
    '',
    ...lines.filter(([, value]) => value !== '').map(([label, value]) => `${label}: ${value}`),
    ...(lead.message ? ['', 'Message:', lead.message] : []),
    '',
    'Reply to this e-mail to answer the lead directly.',
  ];
  return {
    to: assertHeaderSafe('To', to),
    replyTo: assertHeaderSafe('Reply-To', lead.email),
    subject: assertHeaderSafe(
      'Subject',
      `${FORM_TITLES[lead.form]}: ${who}${lead.company ? ` (${lead.company})` : ''}`,
    ),
    text: body.join('\n'),
  };
}
