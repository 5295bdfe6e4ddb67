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
      SPAM_CHALLENGE: 'on',
      SPAM_CHALLENGE_KEY: undefined,
      LEADS_CONFIRMATION_MAIL: 'on',
      PRIVACY_LINK_KEY: undefined,
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({PORT: '', DATABASE_URL: ' ', RATE_LIMIT: ''})).toMatchObject({PORT: 3000, DATABASE_URL: undefined, RATE_LIMIT: 10});
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
    expect(config).toMatchObject({PORT: 8080, DATABASE_POOL_SIZE: 25, RATE_LIMIT: 0, DATA_DIR: '/var/lib/budbot', LEADS_TO: 'sales@budbot.ai'});
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
  ])('stops on a malformed %s, naming it', (name, value, message) => {
    expect(() => loadConfig({[name]: value})).toThrow(ConfigError);
    expect(() => loadConfig({[name]: value})).toThrow(message);
  });

  it('reads TRUSTED_PROXIES as a list of addresses and CIDR ranges, none by default', () => {
    expect(loadConfig({TRUSTED_PROXIES: ' 10.0.0.0/8, 192.0.2.7 ,::1, 2001:db8::/32 '}).TRUSTED_PROXIES).toEqual(['10.0.0.0/8', '192.0.2.7', '::1', '2001:db8::/32']);
    expect(loadConfig({TRUSTED_PROXIES: '  '}).TRUSTED_PROXIES).toEqual([]);
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
