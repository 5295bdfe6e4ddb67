import {describe, expect, it} from 'vitest';
import {blogFrontMatterSchema, caseStudyFrontMatterSchema, newsletterFrontMatterSchema} from './frontMatter';

describe('socialImage', () => {
  const field = (
    schema: typeof blogFrontMatterSchema | typeof newsletterFrontMatterSchema | typeof caseStudyFrontMatterSchema,
    value: unknown,
  ) =>
    schema
      .safeParse({socialImage: value})
      .error?.issues.filter((issue) => issue.path[0] === 'socialImage')
      .map((issue) => issue.message) ?? [];

  it.each([
    ['blog', blogFrontMatterSchema],
    ['newsletters', newsletterFrontMatterSchema],
    ['case-studies', caseStudyFrontMatterSchema],
  ] as const)('%s: optional, a PNG or JPEG site path', (_, schema) => {
    expect(field(schema, undefined)).toEqual([]);
    expect(field(schema, '/img/social-custom/launch.png')).toEqual([]);
    expect(field(schema, '/img/blog/launch.jpg')).toEqual([]);
    expect(field(schema, '/img/blog/launch.svg')).toEqual(['must be a PNG or JPEG (social networks show no SVG)']);
    expect(field(schema, 'https://cdn.example.com/x.png').join()).toContain('site path');
  });
});
