import {describe, expect, it} from 'vitest';
import {hostOf, shouldCleanHome} from './homeGuard';

const HOST = 'www.budbot.ai';
const home = (search: string, hash = '', pathname = '/') => shouldCleanHome({pathname, search, hash}, HOST);

describe('shouldCleanHome', () => {
  it('cleans l or ref that are all digits and longer than 6 characters', () => {
    expect(home('?ref=1234567')).toBe(true);
    expect(home('?l=98765432101')).toBe(true);
    expect(home('?utm_source=x&ref=1234567')).toBe(true);
  });

  it('keeps 6 digits or fewer, mixed values and other parameters', () => {
    expect(home('?ref=123456')).toBe(false);
    expect(home('?l=12345a7')).toBe(false);
    expect(home('?ref=abcdefgh')).toBe(false);
    expect(home('?id=12345678')).toBe(false);
    expect(home('')).toBe(false);
  });

  it("cleans an address that contains the site's own host, in the query or the hash, encoded or not", () => {
    expect(home('?next=https://www.budbot.ai/pricing')).toBe(true);
    expect(home('?next=https%3A%2F%2Fwww.budbot.ai%2F')).toBe(true);
    expect(home('', '#WWW.BUDBOT.AI')).toBe(true);
    expect(home('?next=https://example.com/')).toBe(false);
  });

  it('only guards the home page', () => {
    expect(home('?ref=1234567', '', '/pricing')).toBe(false);
  });

  it('survives malformed escapes', () => {
    expect(home('?q=%E0%A4%A')).toBe(false);
  });
});

describe('hostOf', () => {
  it('reads the host of the site URL', () => {
    expect(hostOf('https://www.budbot.ai')).toBe('www.budbot.ai');
    expect(hostOf('http://localhost:4206/')).toBe('localhost:4206');
    expect(hostOf('not a url')).toBe('');
  });
});
