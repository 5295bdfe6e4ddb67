import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {contentHubHero, hubEmpty, hubSections, hubSubscribe} from './contentHub';

const text = z.string().trim().min(3);

describe('content hub data', () => {
  it('matches the schema', () => {
    z.object({eyebrow: text, title: text, subtitle: text}).parse(contentHubHero);
    z.array(
      z.object({
        key: z.enum(['blog', 'caseStudies', 'newsletters', 'social']),
        id: z.string().regex(/^[a-z-]+$/),
        title: text,
        text,
        countLabel: text,
        to: z.enum(['/blog', '/case-studies', '/newsletters', '/social']),
        action: text,
      }),
    ).parse(hubSections);
    z.object({title: text, text}).parse(hubSubscribe);
    text.parse(hubEmpty);
  });

  it('links to the four content routes of the spec, once each', () => {
    expect(hubSections.map((s) => s.to)).toEqual(['/blog', '/case-studies', '/newsletters', '/social']);
  });
});
