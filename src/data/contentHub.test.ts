import {describe, expect, it} from 'vitest';
import {LOCALES} from './constants';
import {contentHubHero, hubEmpty, hubSections, hubSubscribe} from './contentHub';
import {contentHubSchema} from './schemas';
import {expectMatchesSchema} from './testing';

describe('content hub data', () => {
  it.each(LOCALES)('matches the schema in %s', (locale) => {
    expectMatchesSchema(contentHubSchema, {
      hero: contentHubHero[locale],
      sections: hubSections[locale],
      subscribe: hubSubscribe[locale],
      empty: hubEmpty[locale],
    });
  });

  it.each(LOCALES)('links to the four content routes, once each, in %s', (locale) => {
    expect(hubSections[locale].map((s) => s.to)).toEqual(['/blog', '/case-studies', '/newsletters', '/social']);
    expect(hubSections[locale].map((s) => s.id)).toEqual(hubSections.en.map((s) => s.id));
  });
});
