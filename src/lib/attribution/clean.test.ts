import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {cleanAttribution, cleanValue, originOf} from './clean';
import {ATTRIBUTION_FIELDS, ATTRIBUTION_LIMITS, limitOf} from './fields';

// eslint-disable-next-line no-control-regex -- control characters are what the cleaning must remove
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text with the characters that break things: controls, lone surrogates, markup, line breaks, bidi overrides. */
const hostileText = fc.string({
  unit: fc.oneof(
    fc.integer({min: 0, max: 0x1f}).map((code) => String.fromCharCode(code)),
    fc.integer({min: 0x7f, max: 0x9f}).map((code) => String.fromCharCode(code)),
    fc.integer({min: 0xd800, max: 0xdfff}).map((code) => String.fromCharCode(code)),
    fc.constantFrom('\u202e', '\u2066', '<', '>', '"', "'", '=', ' ', '\n', 'é', '🌿', 'a', '/'),
    fc.string({unit: 'grapheme', minLength: 1, maxLength: 1}),
  ),
  maxLength: 300,
});

const anyField = fc.constantFrom(...ATTRIBUTION_FIELDS);

describe('cleanValue', () => {
  it('trims and removes control characters and bidirectional overrides', () => {
    expect(cleanValue('utm_source', '  news\u0000let\u001fter\u007f\u202e  ')).toBe('newsletter');
    expect(cleanValue('utm_campaign', 'spring\r\nBcc: x@example.com')).toBe('springBcc: x@example.com');
  });

  it('keeps markup as text: it is stored and exported, never run', () => {
    expect(cleanValue('utm_content', '<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });

  it('drops a value over its limit, empty, not text, or with broken Unicode', () => {
    expect(cleanValue('utm_source', 'x'.repeat(ATTRIBUTION_LIMITS.text))).toHaveLength(ATTRIBUTION_LIMITS.text);
    expect(cleanValue('utm_source', 'x'.repeat(ATTRIBUTION_LIMITS.text + 1))).toBeUndefined();
    expect(cleanValue('utm_source', 'x'.repeat(5000))).toBeUndefined();
    expect(cleanValue('landing_page', `/${'x'.repeat(ATTRIBUTION_LIMITS.url - 1)}`)).toHaveLength(
      ATTRIBUTION_LIMITS.url,
    );
    expect(cleanValue('landing_page', `/${'x'.repeat(ATTRIBUTION_LIMITS.url)}`)).toBeUndefined();
    expect(cleanValue('utm_source', '   \u0001 ')).toBeUndefined();
    expect(cleanValue('utm_source', 42)).toBeUndefined();
    expect(cleanValue('utm_source', {toString: () => 'x'})).toBeUndefined();
    expect(cleanValue('utm_source', 'ab\ud800cd')).toBeUndefined();
    expect(cleanValue('utm_source', 'leaf \ud83c\udf3f')).toBe('leaf \ud83c\udf3f');
  });

  it('keeps only the origin of an http(s) referrer', () => {
    expect(cleanValue('referrer', 'https://partner.example/blog/post?id=7#x')).toBe('https://partner.example');
    expect(cleanValue('referrer', 'http://localhost:8080/a')).toBe('http://localhost:8080');
    expect(cleanValue('referrer', 'android-app://com.google.android.gm/')).toBeUndefined();
    expect(cleanValue('referrer', 'javascript:alert(1)')).toBeUndefined();
    expect(cleanValue('referrer', 'not a url')).toBeUndefined();
    expect(originOf('https://user:pass@partner.example:444/x')).toBe('https://partner.example:444');
  });

  it('keeps the two pages only as paths of this site', () => {
    expect(cleanValue('landing_page', '/pricing?utm_source=news')).toBe('/pricing?utm_source=news');
    expect(cleanValue('form_page', '/es/request-demo')).toBe('/es/request-demo');
    expect(cleanValue('landing_page', 'https://evil.example/')).toBeUndefined();
    expect(cleanValue('landing_page', '//evil.example/')).toBeUndefined();
    expect(cleanValue('form_page', '/\\evil.example')).toBeUndefined();
    expect(cleanValue('form_page', 'pricing')).toBeUndefined();
  });

  it('never returns a value with a control character, a lone surrogate, surrounding space or over its limit', () => {
    fc.assert(
      fc.property(anyField, hostileText, (field, text) => {
        const value = cleanValue(field, text);
        if (value === undefined) return;
        expect(value).not.toMatch(CONTROL);
        expect(value).not.toMatch(LONE_SURROGATE);
        expect(value).toBe(value.trim());
        expect(value.length).toBeGreaterThan(0);
        expect(value.length).toBeLessThanOrEqual(limitOf(field));
      }),
      {numRuns: 500},
    );
  });

  it('is idempotent: a cleaned value passes again unchanged', () => {
    fc.assert(
      fc.property(anyField, hostileText, (field, text) => {
        const value = cleanValue(field, text);
        if (value !== undefined) expect(cleanValue(field, value)).toBe(value);
      }),
      {numRuns: 500},
    );
  });
});

describe('cleanAttribution', () => {
  it('keeps the known fields that pass, and nothing else', () => {
    expect(
      cleanAttribution({
        utm_source: ' newsletter ',
        utm_medium: 'x'.repeat(5000),
        gclid: 7,
        referrer: 'https://partner.example/page',
        landing_page: '/pricing',
        unknown: 'dropped',
        __proto__: {utm_term: 'inherited'},
      }),
    ).toEqual({utm_source: 'newsletter', referrer: 'https://partner.example', landing_page: '/pricing'});
  });

  it('takes anything: not an object is no attribution', () => {
    for (const raw of [undefined, null, 'utm_source=x', 42, ['x'], true]) expect(cleanAttribution(raw)).toEqual({});
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), fc.dictionary(anyField, hostileText), (anything, record) => {
        cleanAttribution(anything);
        const clean = cleanAttribution(record);
        for (const [field, value] of Object.entries(clean)) {
          expect(ATTRIBUTION_FIELDS).toContain(field);
          expect(typeof value).toBe('string');
        }
      }),
      {numRuns: 300},
    );
  });
});
