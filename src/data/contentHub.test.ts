import {describe, expect, it} from 'vitest';
import {contentHubHero, hubEmpty, hubSections, hubSubscribe} from './contentHub';
import {contentHubSchema} from './schemas';
import {expectMatchesSchema} from './testing';

describe('content hub data', () => {
  it('matches the schema', () => {
    expectMatchesSchema(contentHubSchema, {
      hero: contentHubHero,
      sections: hubSections,
      subscribe: hubSubscribe,
      empty: hubEmpty,
    });
  });

  it('links to the four content routes, once each', () => {
    expect(hubSections.map((s) => s.to)).toEqual(['/blog', '/case-studies', '/newsletters', '/social']);
  });
});
