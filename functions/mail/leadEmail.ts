import {BRAND} from '../../src/data/constants';
import type {LeadForm} from '../../src/lib/forms/schemas';
import type {Lead} from '../leads/store';
import {ATTRIBUTION_FIELDS, type AttributionField} from '../../src/lib/attribution/fields';
import {DEFAULT_LOCALE, type Localized} from '../../src/data/constants/locales';

/** Each language's name in English, for the team (its e-mail, the CRM presets). */
export const LOCALE_NAMES: Localized<string> = {en: 'English', es: 'Spanish'};

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

/** How the team's e-mail names each attribution value. */
const ATTRIBUTION_LABELS: Record<AttributionField, string> = {
  utm_source: 'Campaign source (utm_source)',
  utm_medium: 'Campaign medium (utm_medium)',
  utm_campaign: 'Campaign (utm_campaign)',
  utm_term: 'Campaign term (utm_term)',
  utm_content: 'Campaign content (utm_content)',
  gclid: 'Google Ads click (gclid)',
  fbclid: 'Meta ad click (fbclid)',
  msclkid: 'Microsoft Ads click (msclkid)',
  referrer: 'Referred by',
  landing_page: 'Landing page',
  form_page: 'Form sent from',
};

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
  const origin = ATTRIBUTION_FIELDS.flatMap((field) =>
    lead.attribution?.[field] ? [`${ATTRIBUTION_LABELS[field]}: ${lead.attribution[field]}`] : [],
  );
  const locale = lead.locale ?? DEFAULT_LOCALE;
  const body = [
    `New lead from the ${BRAND} website.`,
    ...(locale !== DEFAULT_LOCALE
      ? [
          '',
          `Language: ${LOCALE_NAMES[locale]}. The visitor prefers ${LOCALE_NAMES[locale]}: please answer in ${LOCALE_NAMES[locale]}.`,
        ]
      : []),
    '',
    ...lines.filter(([, value]) => value !== '').map(([label, value]) => `${label}: ${value}`),
    ...(lead.message ? ['', 'Message:', lead.message] : []),
    ...(origin.length > 0 ? ['', 'Where the lead came from:', ...origin] : []),
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
