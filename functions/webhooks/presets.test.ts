import {describe, expect, it} from 'vitest';
import type {QueuedLeadCreatedData} from './events';
import {HUBSPOT_CONTACT, hubspotSubmission, leadPage, salesforceWebToLead, splitName} from './presets';
import {requestFor} from './send';

const SITE = 'https://www.budbot.ai';

const lead: QueuedLeadCreatedData = {
  id: 7,
  form: 'demo-request',
  source: 'request-demo',
  name: 'Dana Marie Whitfield',
  email: 'dana@example.com',
  company: 'Green Leaf',
  phone: '3035550100',
  message: 'Two stores in Denver.',
  createdAt: '2026-11-25T12:00:00.000Z',
};

describe('splitName', () => {
  it.each([
    ['Dana Whitfield', {first: 'Dana', last: 'Whitfield'}],
    ['Dana Marie  Whitfield ', {first: 'Dana Marie', last: 'Whitfield'}],
    ['Cher', {first: 'Cher', last: ''}],
    ['', {first: '', last: ''}],
  ])('%j', (name, split) => {
    expect(splitName(name)).toEqual(split);
  });
});

describe('leadPage', () => {
  it.each([
    [
      {form: 'demo-request', source: 'request-demo'},
      {pageUri: `${SITE}/request-demo`, pageName: 'Request a demo'},
    ],
    [
      {form: 'demo-request', source: 'popup'},
      {pageUri: `${SITE}/`, pageName: 'Demo request (popup)'},
    ],
    [
      {form: 'mj-signup', source: 'mj-unpacked'},
      {pageUri: `${SITE}/mj-unpacked`, pageName: 'MJ Unpacked'},
    ],
    [
      {form: 'waitlist', source: 'waitlist'},
      {pageUri: `${SITE}/waitlist`, pageName: 'Waitlist'},
    ],
    [
      {form: 'newsletter', source: 'content-hub'},
      {pageUri: `${SITE}/newsletters`, pageName: 'Newsletter (content-hub)'},
    ],
    [
      {form: 'newsletter', source: ''},
      {pageUri: `${SITE}/newsletters`, pageName: 'Newsletter'},
    ],
  ])('%j', (from, page) => {
    expect(leadPage(from, `${SITE}/`)).toEqual(page);
  });
});

describe('hubspotSubmission (Forms API v3: fields of objectTypeId 0-1 with the contact properties, context with pageUri and pageName)', () => {
  it('maps a lead to the contact properties email, firstname, lastname, company, phone and message', () => {
    const {contentType, body} = hubspotSubmission(lead, SITE);
    expect(contentType).toBe('application/json');
    expect(JSON.parse(body)).toEqual({
      submittedAt: String(Date.parse('2026-11-25T12:00:00.000Z')),
      fields: [
        {objectTypeId: '0-1', name: 'email', value: 'dana@example.com'},
        {objectTypeId: '0-1', name: 'firstname', value: 'Dana Marie'},
        {objectTypeId: '0-1', name: 'lastname', value: 'Whitfield'},
        {objectTypeId: '0-1', name: 'company', value: 'Green Leaf'},
        {objectTypeId: '0-1', name: 'phone', value: '3035550100'},
        {objectTypeId: '0-1', name: 'message', value: 'Demo request (request-demo)\n\nTwo stores in Denver.'},
      ],
      context: {pageUri: `${SITE}/request-demo`, pageName: 'Request a demo'},
    });
    expect(HUBSPOT_CONTACT).toBe('0-1');
  });

  it('leaves empty values out, so a newsletter signup never blanks a known contact', () => {
    const signup = {...lead, form: 'newsletter', source: 'content-hub', name: '', company: '', phone: '', message: ''};
    expect(JSON.parse(hubspotSubmission(signup, SITE).body).fields).toEqual([
      {objectTypeId: '0-1', name: 'email', value: 'dana@example.com'},
      {objectTypeId: '0-1', name: 'message', value: 'Newsletter signup (content-hub)'},
    ]);
  });
});

describe('salesforceWebToLead (oid, first_name, last_name, email, company, phone, description, lead_source; form-encoded)', () => {
  it('maps a lead to the Web-to-Lead fields', () => {
    const {contentType, body} = salesforceWebToLead(lead, '00D5g000004ABCD');
    expect(contentType).toBe('application/x-www-form-urlencoded');
    expect([...new URLSearchParams(body)]).toEqual([
      ['oid', '00D5g000004ABCD'],
      ['first_name', 'Dana Marie'],
      ['last_name', 'Whitfield'],
      ['email', 'dana@example.com'],
      ['company', 'Green Leaf'],
      ['phone', '3035550100'],
      ['description', 'Demo request (request-demo)\n\nTwo stores in Denver.'],
      ['lead_source', 'Web'],
    ]);
    // Form encoding: spaces as +, line breaks and & escaped.
    expect(body).toContain('first_name=Dana+Marie&');
    expect(salesforceWebToLead({...lead, company: 'Leaf & Co'}, '00D5g000004ABCD').body).toContain(
      'company=Leaf+%26+Co&',
    );
  });

  it('puts a one-word name in last_name, which Salesforce requires, and leaves empty values out', () => {
    const params = new URLSearchParams(
      salesforceWebToLead(
        {...lead, form: 'waitlist', source: 'waitlist', name: 'Cher', phone: '', message: ''},
        '00D5g000004ABCDEAA',
      ).body,
    );
    expect(params.get('last_name')).toBe('Cher');
    expect(params.has('first_name')).toBe(false);
    expect(params.has('phone')).toBe(false);
    expect(params.get('description')).toBe('Waitlist signup');
  });
});

describe('requestFor a preset', () => {
  const event = JSON.stringify({type: 'lead.created', timestamp: '2026-11-25T12:00:01.000Z', data: lead});

  it('posts HubSpot JSON and Salesforce form data to their URLs, unsigned', () => {
    const hubspot = requestFor(
      {
        kind: 'hubspot',
        key: 'h',
        url: 'https://api.hsforms.com/submissions/v3/integration/submit/1/g',
        events: ['lead.created'],
      },
      'msg_1',
      event,
      SITE,
    );
    expect(hubspot).toEqual({
      url: 'https://api.hsforms.com/submissions/v3/integration/submit/1/g',
      headers: {'content-type': 'application/json'},
      body: hubspotSubmission(lead, SITE).body,
    });
    const salesforce = requestFor(
      {
        kind: 'salesforce',
        key: 's',
        url: 'https://webto.salesforce.com/servlet/servlet.WebToLead?encoding=UTF-8',
        oid: '00D5g000004ABCD',
        events: ['lead.created'],
      },
      'msg_1',
      event,
      SITE,
    );
    expect(salesforce.headers).toEqual({'content-type': 'application/x-www-form-urlencoded'});
    expect(salesforce.body).toBe(salesforceWebToLead(lead, '00D5g000004ABCD').body);
  });

  it('refuses an event other than lead.created', () => {
    const vote = JSON.stringify({type: 'feedback.created', timestamp: '2026-11-25T12:00:01.000Z', data: {}});
    expect(() =>
      requestFor({kind: 'hubspot', key: 'h', url: 'https://x.example', events: ['lead.created']}, 'msg_1', vote, SITE),
    ).toThrow('takes lead.created only');
  });
});

describe('the presets with where the lead came from and its language', () => {
  const none = {
    utm_source: '',
    utm_medium: '',
    utm_campaign: '',
    utm_term: '',
    utm_content: '',
    gclid: '',
    fbclid: '',
    msclkid: '',
    referrer: '',
    landing_page: '',
    form_page: '',
  };
  const attributed: QueuedLeadCreatedData = {
    ...lead,
    source: 'popup',
    locale: 'es',
    attribution: {
      ...none,
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring-2026',
      gclid: 'G-1',
      referrer: 'https://partner.example',
      landing_page: '/pricing?utm_source=newsletter',
      form_page: '/es/pricing',
    },
  };

  it('gives HubSpot the language (hs_language), each value in its property and the form page as pageUri', () => {
    const {fields, context} = JSON.parse(hubspotSubmission(attributed, SITE).body) as {
      fields: {objectTypeId: string; name: string; value: string}[];
      context: unknown;
    };
    expect(fields.slice(6).map(({objectTypeId, name, value}) => [objectTypeId, name, value])).toEqual([
      ['0-1', 'hs_language', 'es'],
      ['0-1', 'utm_source', 'newsletter'],
      ['0-1', 'utm_medium', 'email'],
      ['0-1', 'utm_campaign', 'spring-2026'],
      ['0-1', 'gclid', 'G-1'],
      ['0-1', 'referrer', 'https://partner.example'],
      ['0-1', 'landing_page', '/pricing?utm_source=newsletter'],
    ]);
    expect(context).toEqual({pageUri: `${SITE}/es/pricing`, pageName: 'Demo request (popup)'});
  });

  it('gives Salesforce the campaign source as lead_source and the rest in the description', () => {
    const params = new URLSearchParams(salesforceWebToLead(attributed, '00D5g000004ABCD').body);
    expect(params.get('lead_source')).toBe('newsletter');
    expect(params.get('description')).toBe(
      [
        'Demo request (popup)',
        '',
        'Two stores in Denver.',
        '',
        'Preferred language: Spanish (es)',
        'utm_source: newsletter',
        'utm_medium: email',
        'utm_campaign: spring-2026',
        'gclid: G-1',
        'referrer: https://partner.example',
        'landing_page: /pricing?utm_source=newsletter',
        'form_page: /es/pricing',
      ].join('\n'),
    );
  });

  it('keeps Web as the lead source, and English out of the description, without a campaign', () => {
    const params = new URLSearchParams(
      salesforceWebToLead({...lead, locale: 'en', attribution: none}, '00D5g000004ABCD').body,
    );
    expect(params.get('lead_source')).toBe('Web');
    expect(params.get('description')).toBe('Demo request (request-demo)\n\nTwo stores in Denver.');
  });
});
