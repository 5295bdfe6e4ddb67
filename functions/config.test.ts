import {describe, expect, it} from 'vitest';
import {DEFAULT_SITE_URL, LINKS} from '../src/data/constants';
import {ConfigError, functionsBasePath, loadConfig} from './config';

describe('loadConfig', () => {
  it('falls back to the embedded defaults', () => {
    expect(loadConfig({})).toEqual({
      PORT: 3000,
      HOST: '0.0.0.0',
      BUILD_DIR: 'build',
      DATA_DIR: '.data',
      DATABASE_URL: undefined,
      DATABASE_POOL_SIZE: 10,
      SMTP_URL: undefined,
      LEADS_TO: LINKS.contactEmail,
      LEADS_EXPORT_TOKEN: undefined,
      RATE_LIMIT: 10,
      TRUSTED_PROXIES: [],
      FUNCTIONS_URL: '/functions/v1',
      SITE_URL: DEFAULT_SITE_URL,
      LEADS_WEBHOOK_URL: undefined,
      LEADS_WEBHOOK_SECRET: undefined,
      LEADS_WEBHOOKS: undefined,
      LEADS_WEBHOOK_RETRY_SCHEDULE: [0, 5, 300, 1800, 7200, 18000, 36000, 36000],
      HUBSPOT_PORTAL_ID: undefined,
      HUBSPOT_FORM_GUID: undefined,
      HUBSPOT_API_BASE: 'https://api.hsforms.com',
      SALESFORCE_OID: undefined,
      SALESFORCE_BASE_URL: 'https://webto.salesforce.com',
      SPAM_CHALLENGE: 'on',
      SPAM_CHALLENGE_KEY: undefined,
      LEADS_CONFIRMATION_MAIL: 'on',
      PRIVACY_LINK_KEY: undefined,
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({PORT: '', DATABASE_URL: ' ', RATE_LIMIT: ''})).toMatchObject({
      PORT: 3000,
      DATABASE_URL: undefined,
      RATE_LIMIT: 10,
    });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/budbot',
      DATABASE_URL: 'postgres://budbot:secret@db:5432/leads',
      DATABASE_POOL_SIZE: '25',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      LEADS_TO: 'sales@budbot.ai',
      LEADS_EXPORT_TOKEN: 'a-long-export-secret',
      RATE_LIMIT: '0',
      FUNCTIONS_URL: '/api/functions',
      SITE_URL: 'https://staging.budbot.ai',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_POOL_SIZE: 25,
      RATE_LIMIT: 0,
      DATA_DIR: '/var/lib/budbot',
      LEADS_TO: 'sales@budbot.ai',
    });
    expect(functionsBasePath(config)).toBe('/api/functions');
  });

  it.each([
    ['PORT', 'eighty', /PORT: expected a whole number/],
    ['PORT', '70000', /PORT: expected a whole number/],
    ['RATE_LIMIT', '-1', /RATE_LIMIT: expected a whole number/],
    ['RATE_LIMIT', '2.5', /RATE_LIMIT: expected a whole number/],
    ['DATABASE_POOL_SIZE', '0', /DATABASE_POOL_SIZE: expected a whole number from 1/],
    ['DATABASE_URL', 'mysql://db/leads', /DATABASE_URL: expected a URL like postgres:/],
    ['SMTP_URL', 'smtp.example.com', /SMTP_URL: expected a URL like smtp:/],
    ['LEADS_TO', 'sales team', /LEADS_TO: expected an e-mail address/],
    ['LEADS_EXPORT_TOKEN', 'short', /LEADS_EXPORT_TOKEN: expected at least 12 characters/],
    ['FUNCTIONS_URL', 'functions', /FUNCTIONS_URL: expected a path/],
    ['SITE_URL', 'www.budbot.ai', /SITE_URL: expected a URL like https:/],
    ['SPAM_CHALLENGE', 'maybe', /SPAM_CHALLENGE: expected on or off/],
    ['SPAM_CHALLENGE_KEY', 'short', /SPAM_CHALLENGE_KEY: expected at least 32 characters/],
    ['LEADS_CONFIRMATION_MAIL', 'yes', /LEADS_CONFIRMATION_MAIL: expected on or off/],
    ['PRIVACY_LINK_KEY', 'short', /PRIVACY_LINK_KEY: expected at least 32 characters/],
    ['TRUSTED_PROXIES', 'proxy.internal', /TRUSTED_PROXIES: entry 1 is not an IP address or CIDR range/],
    ['TRUSTED_PROXIES', '10.0.0.0/8,10.0.0.0/33', /TRUSTED_PROXIES: entry 2 is not an IP address or CIDR range/],
    ['TRUSTED_PROXIES', '10.0.0.1,,10.0.0.2', /TRUSTED_PROXIES: entry 2 is not/],
    ['TRUSTED_PROXIES', '2001:db8::/129', /TRUSTED_PROXIES: entry 1 is not/],
    ['TRUSTED_PROXIES', '10.0.0.0/8/1', /TRUSTED_PROXIES: entry 1 is not/],
    ['LEADS_WEBHOOK_URL', 'crm.example.com/hook', /LEADS_WEBHOOK_URL: expected a URL like https:/],
    ['LEADS_WEBHOOK_URL', 'https://crm.example.com/hook', /LEADS_WEBHOOK_SECRET: required with LEADS_WEBHOOK_URL/],
    ['LEADS_WEBHOOK_SECRET', 'hunter2hunter2', /LEADS_WEBHOOK_SECRET: expected whsec_/],
    ['LEADS_WEBHOOK_SECRET', 'whsec_c2hvcnQ=', /LEADS_WEBHOOK_SECRET: expected whsec_ and 24 to 64 bytes/],
    ['LEADS_WEBHOOKS', '{url: "x"}', /LEADS_WEBHOOKS: expected a JSON list/],
    [
      'LEADS_WEBHOOKS',
      '[{"url": "https://a.example/h", "secret": "whsec_x"}]',
      /LEADS_WEBHOOKS \[0\.secret\]: expected whsec_/,
    ],
    [
      'LEADS_WEBHOOKS',
      '[{"url": "https://a.example/h", "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "events": ["lead.updated"]}]',
      /LEADS_WEBHOOKS \[0\.events\.0\]: expected events among lead.created/,
    ],
    ['LEADS_WEBHOOKS', '[]', /LEADS_WEBHOOKS: expected at least one endpoint/],
    ['LEADS_WEBHOOK_RETRY_SCHEDULE', '0,5,soon', /LEADS_WEBHOOK_RETRY_SCHEDULE: entry 3 is not a whole number/],
    ['LEADS_WEBHOOK_RETRY_SCHEDULE', '5,60', /LEADS_WEBHOOK_RETRY_SCHEDULE: the first entry must be 0/],
    ['HUBSPOT_PORTAL_ID', 'acme', /HUBSPOT_PORTAL_ID: expected the account id/],
    ['HUBSPOT_PORTAL_ID', '62515', /HUBSPOT_FORM_GUID: required with HUBSPOT_PORTAL_ID/],
    ['HUBSPOT_FORM_GUID', 'contact-form', /HUBSPOT_FORM_GUID: expected a form id/],
    ['HUBSPOT_API_BASE', 'api.hsforms.com', /HUBSPOT_API_BASE: expected a URL/],
    ['SALESFORCE_OID', '00D-short', /SALESFORCE_OID: expected the 15- or 18-character/],
    ['SALESFORCE_BASE_URL', 'ftp://webto.salesforce.com', /SALESFORCE_BASE_URL: expected a URL/],
  ])('stops on a malformed %s, naming it', (name, value, message) => {
    expect(() => loadConfig({[name]: value})).toThrow(ConfigError);
    expect(() => loadConfig({[name]: value})).toThrow(message);
  });

  it('reads TRUSTED_PROXIES as a list of addresses and CIDR ranges, none by default', () => {
    expect(loadConfig({TRUSTED_PROXIES: ' 10.0.0.0/8, 192.0.2.7 ,::1, 2001:db8::/32 '}).TRUSTED_PROXIES).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      '::1',
      '2001:db8::/32',
    ]);
    expect(loadConfig({TRUSTED_PROXIES: '  '}).TRUSTED_PROXIES).toEqual([]);
  });

  it('reads the webhook settings into endpoints', async () => {
    const {endpointsFrom} = await import('./webhooks/settings');
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const one = loadConfig({
      LEADS_WEBHOOK_URL: 'https://crm.example.com/hook',
      LEADS_WEBHOOK_SECRET: secret,
      LEADS_WEBHOOK_RETRY_SCHEDULE: ' 0, 1 ,2',
    });
    expect(one.LEADS_WEBHOOK_RETRY_SCHEDULE).toEqual([0, 1, 2]);
    expect(endpointsFrom(one)).toEqual([
      {
        kind: 'webhook',
        key: 'https://crm.example.com/hook',
        url: 'https://crm.example.com/hook',
        secret,
        events: ['lead.created', 'feedback.created', 'lead.deleted'],
      },
    ]);
    const several = loadConfig({
      LEADS_WEBHOOKS: JSON.stringify([
        {url: 'https://a.example/h', secret, events: ['lead.created']},
        {url: 'https://b.example/h', secret},
      ]),
      HUBSPOT_PORTAL_ID: '62515',
      HUBSPOT_FORM_GUID: '78c2891f-ebdd-44c0-bd94-15c012bbbfbf',
      SALESFORCE_OID: '00D5g000004ABCD',
      SALESFORCE_BASE_URL: 'http://127.0.0.1:9/',
    });
    expect(endpointsFrom(several).map(({kind, url, events}) => ({kind, url, events}))).toEqual([
      {kind: 'webhook', url: 'https://a.example/h', events: ['lead.created']},
      {kind: 'webhook', url: 'https://b.example/h', events: ['lead.created', 'feedback.created', 'lead.deleted']},
      {
        kind: 'hubspot',
        url: 'https://api.hsforms.com/submissions/v3/integration/submit/62515/78c2891f-ebdd-44c0-bd94-15c012bbbfbf',
        events: ['lead.created'],
      },
      {
        kind: 'salesforce',
        url: 'http://127.0.0.1:9/servlet/servlet.WebToLead?encoding=UTF-8',
        events: ['lead.created'],
      },
    ]);
    expect(endpointsFrom(loadConfig({}))).toEqual([]);
  });

  it('takes either LEADS_WEBHOOKS or LEADS_WEBHOOK_URL, and one entry per URL', () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const hooks = JSON.stringify([{url: 'https://a.example/h', secret}]);
    expect(() =>
      loadConfig({LEADS_WEBHOOKS: hooks, LEADS_WEBHOOK_URL: 'https://b.example/h', LEADS_WEBHOOK_SECRET: secret}),
    ).toThrow(/LEADS_WEBHOOKS: set either/);
    const twice = JSON.stringify([
      {url: 'https://a.example/h', secret},
      {url: 'https://a.example/h', secret},
    ]);
    expect(() => loadConfig({LEADS_WEBHOOKS: twice})).toThrow(
      /LEADS_WEBHOOKS \[1\.url\]: the same URL is listed twice/,
    );
  });

  it('never repeats a secret of LEADS_WEBHOOKS in its message', () => {
    expect(() => loadConfig({LEADS_WEBHOOKS: '[{"url": "nope", "secret": "whsec_hunter2"}]'})).toThrow(
      /^(?![\s\S]*hunter2)/,
    );
  });

  it('never repeats a value in its message (they can hold passwords)', () => {
    expect(() => loadConfig({DATABASE_URL: 'mysql://admin:hunter2@db/leads'})).toThrow(/^(?![\s\S]*hunter2)/);
  });

  it('mounts the functions at the path of a full FUNCTIONS_URL', () => {
    expect(functionsBasePath({FUNCTIONS_URL: 'https://www.budbot.ai/functions/v1/'})).toBe('/functions/v1');
  });
});

describe('databaseOptionsFrom', () => {
  it('opens Postgres with the configured pool, else PGlite in DATA_DIR', async () => {
    const {databaseOptionsFrom} = await import('./serverApp');
    expect(databaseOptionsFrom(loadConfig({DATABASE_URL: 'postgres://db/leads', DATABASE_POOL_SIZE: '30'}))).toEqual({
      kind: 'postgres',
      url: 'postgres://db/leads',
      poolSize: 30,
    });
    expect(databaseOptionsFrom(loadConfig({DATA_DIR: '/srv/leads'}))).toEqual({kind: 'pglite', dataDir: '/srv/leads'});
  });
});
