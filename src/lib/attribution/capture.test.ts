import {describe, expect, it} from 'vitest';
import {ATTRIBUTION_STORAGE_KEY, nextTouch, readTouch, recordLanding, touchOf, type TouchStorage} from './capture';
import {formAttribution, ATTRIBUTION_BUDGET_BYTES} from './payload';

const SITE = 'https://www.budbot.ai';

function memoryStorage(initial: Record<string, string> = {}): TouchStorage & {items: Map<string, string>} {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('touchOf', () => {
  it('reads the campaign parameters, the referring origin and the landing page with its query', () => {
    expect(
      touchOf(
        {
          pathname: '/pricing',
          search:
            '?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=ai+budtender&utm_content=hero&gclid=G1&fbclid=F1&msclkid=M1&other=x',
          referrer: 'https://mail.example.com/inbox/42',
        },
        SITE,
      ),
    ).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: 'ai budtender',
      utm_content: 'hero',
      gclid: 'G1',
      fbclid: 'F1',
      msclkid: 'M1',
      referrer: 'https://mail.example.com',
      landing_page:
        '/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=ai+budtender&utm_content=hero&gclid=G1&fbclid=F1&msclkid=M1&other=x',
    });
  });

  it('has no referrer when the visitor came from this site, or from nowhere', () => {
    expect(touchOf({pathname: '/', search: '', referrer: `${SITE}/pricing`}, SITE)).toEqual({landing_page: '/'});
    expect(touchOf({pathname: '/', search: '', referrer: ''}, SITE)).toEqual({landing_page: '/'});
  });

  it('drops junk parameters and keeps the page without a query too long to keep', () => {
    const junk = 'x'.repeat(5000);
    expect(
      touchOf({pathname: '/pricing', search: `?utm_source=${junk}&utm_medium=%FF%FE`, referrer: ''}, SITE),
    ).toEqual({utm_medium: '\ufffd\ufffd', landing_page: '/pricing'});
  });
});

describe('nextTouch', () => {
  const first = {utm_source: 'newsletter', landing_page: '/pricing?utm_source=newsletter'};

  it('keeps the first touch of the visit against a later landing without campaign parameters', () => {
    expect(nextTouch(null, first)).toEqual(first);
    expect(nextTouch(first, {landing_page: '/about', referrer: 'https://www.google.com'})).toBeNull();
    expect(nextTouch(first, {utm_source: 'newsletter', landing_page: '/pricing?utm_source=newsletter'})).toBeNull();
  });

  it('lets a later landing with other campaign parameters replace it', () => {
    const ad = {gclid: 'abc', landing_page: '/request-demo?gclid=abc'};
    expect(nextTouch(first, ad)).toEqual(ad);
  });
});

describe('recordLanding and readTouch', () => {
  it('stores the first landing in the storage it is given, and reads it back', () => {
    const storage = memoryStorage();
    recordLanding(
      {pathname: '/pricing', search: '?utm_campaign=spring', referrer: 'https://partner.example/x'},
      storage,
      SITE,
    );
    recordLanding({pathname: '/about', search: '', referrer: ''}, storage, SITE);
    expect(readTouch(storage)).toEqual({
      utm_campaign: 'spring',
      referrer: 'https://partner.example',
      landing_page: '/pricing?utm_campaign=spring',
    });
    expect([...storage.items.keys()]).toEqual([ATTRIBUTION_STORAGE_KEY]);
  });

  it('reads what a page or an extension may have left there as nothing, or as its clean part', () => {
    expect(readTouch(memoryStorage({[ATTRIBUTION_STORAGE_KEY]: '{not json'}))).toBeNull();
    expect(readTouch(memoryStorage({[ATTRIBUTION_STORAGE_KEY]: '"text"'}))).toEqual({});
    expect(
      readTouch(
        memoryStorage({[ATTRIBUTION_STORAGE_KEY]: JSON.stringify({utm_source: 'a', form_page: '/x', evil: 1})}),
      ),
    ).toEqual({utm_source: 'a'});
    expect(readTouch(null)).toBeNull();
  });

  it('goes on without storage when it is blocked or full', () => {
    const blocked: TouchStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => recordLanding({pathname: '/', search: '?utm_source=x', referrer: ''}, blocked, SITE)).not.toThrow();
    expect(readTouch(blocked)).toBeNull();
  });
});

describe('formAttribution', () => {
  it('adds the page the form is on', () => {
    expect(formAttribution({utm_source: 'newsletter'}, '/request-demo')).toEqual({
      utm_source: 'newsletter',
      form_page: '/request-demo',
    });
  });

  it('stays within its share of the request body, dropping the longest values first', () => {
    // Every campaign value at its limit in three-byte characters, and a landing page at its limit.
    const wide = '€'.repeat(200);
    const visit = {
      utm_source: wide,
      utm_medium: wide,
      utm_campaign: wide,
      utm_term: wide,
      utm_content: wide,
      gclid: wide,
      fbclid: wide,
      msclkid: 'short',
      landing_page: `/${'p'.repeat(1999)}`,
    };
    const sent = formAttribution(visit, '/request-demo');
    expect(new TextEncoder().encode(JSON.stringify(sent)).length).toBeLessThanOrEqual(ATTRIBUTION_BUDGET_BYTES);
    expect(sent).toMatchObject({msclkid: 'short', form_page: '/request-demo'});
    expect(sent.landing_page).toBeUndefined();
  });
});
