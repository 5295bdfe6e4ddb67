import {ATTRIBUTION_FIELDS, type AttributionField} from '../../src/lib/attribution/fields';
import {LOCALE_NAMES} from '../mail/leadEmail';
import type {QueuedLeadCreatedData} from './events';

/**
 * The CRM presets: a `lead.created` event mapped to the vendor's own form
 * submission, so a sales team needs no middleware. Pure functions; the
 * delivery worker posts what they build, with the same retries as a webhook.
 *
 * HubSpot, Forms API v3 "Submit data to a form" (unauthenticated):
 * POST https://api.hsforms.com/submissions/v3/integration/submit/{portalId}/{formGuid}
 * with JSON `{submittedAt, fields: [{objectTypeId, name, value}], context: {pageUri, pageName}}`;
 * `0-1` is the contact object, whose default properties are `email`,
 * `firstname`, `lastname`, `company`, `phone`, `message` and `hs_language`
 * (Preferred language, whose options are language codes: `en`, `es`). Where
 * the lead came from goes in custom contact properties named as the export's
 * columns (HUBSPOT_ATTRIBUTION_PROPERTIES), which the portal creates once
 * (docs-engineering/attribution.md); `context.pageUri` is the page the form
 * was sent from.
 *
 * Salesforce Web-to-Lead: POST https://webto.salesforce.com/servlet/servlet.WebToLead?encoding=UTF-8,
 * form-encoded, with the organisation id in `oid` and the lead's `first_name`,
 * `last_name`, `email`, `company`, `phone`, `description` and `lead_source`:
 * the campaign's utm_source when there was one, else `Web`; the rest of the
 * attribution and a language other than English are lines of `description`.
 */

/** A lead as the presets read it: events queued before leads had a language and attribution lack both. */
type PresetLead = QueuedLeadCreatedData;

/** The HubSpot contact properties the attribution goes to: custom properties with the export's column names. */
const HUBSPOT_ATTRIBUTION_PROPERTIES: readonly AttributionField[] = ATTRIBUTION_FIELDS.filter(
  (field) => field !== 'form_page',
);

/** HubSpot's default contact property "Preferred language". */
const HUBSPOT_LANGUAGE_PROPERTY = 'hs_language';

export type PresetRequest = {contentType: string; body: string};

/** HubSpot's object type of a contact. */
export const HUBSPOT_CONTACT = '0-1';

/** Salesforce's standard Lead Source value for leads from the web site. */
const SALESFORCE_LEAD_SOURCE = 'Web';

/** How the team's CRM names each form of the site. */
const FORM_LABELS: Record<string, string> = {
  'demo-request': 'Demo request',
  'mj-signup': 'MJ Unpacked free chatbot claim',
  'waitlist': 'Waitlist signup',
  'newsletter': 'Newsletter signup',
};

/** "Dana Whitfield" → Dana / Whitfield; one word is a first name; the last word is the last name. */
export function splitName(name: string): {first: string; last: string} {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return {first: words[0] ?? '', last: ''};
  return {first: words.slice(0, -1).join(' '), last: words.at(-1)!};
}

/** The page of the site a lead was sent from, for the CRM's "conversion page". */
export function leadPage(
  lead: Pick<PresetLead, 'form' | 'source' | 'attribution'>,
  siteUrl: string,
): {pageUri: string; pageName: string} {
  const site = siteUrl.replace(/\/+$/, '');
  const usual = usualPage(lead, site);
  // The page the visitor sent the form from, when the browser said so (the popup shows on any page).
  const formPage = lead.attribution?.form_page;
  return formPage ? {...usual, pageUri: `${site}${formPage}`} : usual;
}

/** Where each form usually is, for leads that do not name their page. */
function usualPage(lead: Pick<PresetLead, 'form' | 'source'>, site: string): {pageUri: string; pageName: string} {
  switch (lead.form) {
    case 'demo-request':
      return lead.source === 'popup'
        ? {pageUri: `${site}/`, pageName: 'Demo request (popup)'}
        : {pageUri: `${site}/request-demo`, pageName: 'Request a demo'};
    case 'mj-signup':
      return {pageUri: `${site}/mj-unpacked`, pageName: 'MJ Unpacked'};
    case 'waitlist':
      return {pageUri: `${site}/waitlist`, pageName: 'Waitlist'};
    default:
      return {pageUri: `${site}/newsletters`, pageName: lead.source ? `Newsletter (${lead.source})` : 'Newsletter'};
  }
}

/** The lead's form and message, for a CRM's one free-text field. */
function description(lead: PresetLead): string {
  const label = FORM_LABELS[lead.form] ?? lead.form;
  const head = lead.source && lead.source !== lead.form ? `${label} (${lead.source})` : label;
  return lead.message ? `${head}\n\n${lead.message}` : head;
}

/** The lead's language when it is not English, for a CRM without a field for it. */
const languageLine = (lead: PresetLead): string[] =>
  lead.locale && lead.locale !== 'en' ? [`Preferred language: ${LOCALE_NAMES[lead.locale]} (${lead.locale})`] : [];

/** Each attribution value as `name: value`, in the export's order. */
const attributionLines = (lead: PresetLead): string[] =>
  ATTRIBUTION_FIELDS.flatMap((field) => (lead.attribution?.[field] ? [`${field}: ${lead.attribution[field]}`] : []));

/** The HubSpot Forms API v3 submission of a lead; empty values are left out so they never blank a known contact's properties. */
export function hubspotSubmission(lead: PresetLead, siteUrl: string): PresetRequest {
  const {first, last} = splitName(lead.name);
  const values: [string, string][] = [
    ['email', lead.email],
    ['firstname', first],
    ['lastname', last],
    ['company', lead.company],
    ['phone', lead.phone],
    ['message', description(lead)],
    [HUBSPOT_LANGUAGE_PROPERTY, lead.locale ?? ''],
    ...HUBSPOT_ATTRIBUTION_PROPERTIES.map((field): [string, string] => [field, lead.attribution?.[field] ?? '']),
  ];
  const body = {
    submittedAt: String(Date.parse(lead.createdAt)),
    fields: values
      .filter(([, value]) => value !== '')
      .map(([name, value]) => ({objectTypeId: HUBSPOT_CONTACT, name, value})),
    context: leadPage(lead, siteUrl),
  };
  return {contentType: 'application/json', body: JSON.stringify(body)};
}

/** The Salesforce Web-to-Lead post of a lead. A one-word name is the last name, which Salesforce requires. */
export function salesforceWebToLead(lead: PresetLead, oid: string): PresetRequest {
  const split = splitName(lead.name);
  const {first, last} = split.last ? split : {first: '', last: split.first};
  const form = new URLSearchParams({oid});
  const values: [string, string][] = [
    ['first_name', first],
    ['last_name', last],
    ['email', lead.email],
    ['company', lead.company],
    ['phone', lead.phone],
    [
      'description',
      [description(lead), [...languageLine(lead), ...attributionLines(lead)].join('\n')].filter(Boolean).join('\n\n'),
    ],
    ['lead_source', lead.attribution?.utm_source || SALESFORCE_LEAD_SOURCE],
  ];
  for (const [name, value] of values) if (value !== '') form.append(name, value);
  return {contentType: 'application/x-www-form-urlencoded', body: form.toString()};
}
