import {describe, expect, it} from 'vitest';
import {SITEMAP_COLLECTION_GROUPS, SITEMAP_MAIN_GROUPS, SITEMAP_OTHER_GROUP} from '../../src/data/sitemap';
import {buildSitemapGroups, labelFromPath, type SitemapInput} from './buildSitemapGroups';
import {DEFAULT_OPTIONS, validateOptions} from './options';

const input = (overrides: Partial<SitemapInput> = {}): SitemapInput => ({
  groups: SITEMAP_MAIN_GROUPS.en,
  collections: SITEMAP_COLLECTION_GROUPS.en,
  entries: {
    'default': [
      {permalink: '/blog/cannabis-ai-chatbot-competitors-2024', title: 'Cannabis AI Chatbots Compared'},
      {permalink: '/blog/draft-idea', title: 'Hidden draft', unlisted: true},
    ],
    'case-studies': [
      {permalink: '/case-studies/california-dispensary-cart-recovery', title: 'California cart recovery'},
    ],
    'newsletters': [{permalink: '/newsletters/q4-performance-report-issue-46', title: 'Q4 Performance Report'}],
  },
  otherGroup: SITEMAP_OTHER_GROUP.en,
  pages: [{permalink: '/'}, {permalink: '/about'}, {permalink: '/sitemap'}, {permalink: '/404'}],
  excludePaths: DEFAULT_OPTIONS.excludePaths,
  ...overrides,
});

describe('buildSitemapGroups', () => {
  it('lists the fixed groups, one group per collection, then Other', () => {
    expect(buildSitemapGroups(input()).map((g) => g.title)).toEqual([
      'Main Pages',
      'AI Agents',
      'Services',
      'Content Hub',
      'Blog Articles',
      'Case Studies',
      'Newsletter Issues',
      'Other',
    ]);
  });

  it('takes entry titles from the posts and skips unlisted ones', () => {
    const blog = buildSitemapGroups(input()).find((g) => g.id === 'blog-articles');
    expect(blog?.links).toEqual([
      {label: 'Cannabis AI Chatbots Compared', path: '/blog/cannabis-ai-chatbot-competitors-2024'},
    ]);
  });

  it('shows a new post with no code change', () => {
    const entries = {
      ...input().entries,
      newsletters: [{permalink: '/newsletters/issue-48', title: 'Issue 48'}, ...(input().entries.newsletters ?? [])],
    };
    const issues = buildSitemapGroups(input({entries})).find((g) => g.id === 'newsletter-issues');
    expect(issues?.links.map((l) => l.path)).toEqual([
      '/newsletters/issue-48',
      '/newsletters/q4-performance-report-issue-46',
    ]);
  });

  it('adds a page listed nowhere to Other, before the sitemap itself, and never the 404 page', () => {
    const groups = buildSitemapGroups(
      input({pages: [{permalink: '/partners'}, {permalink: '/careers', title: 'Join the Team'}, {permalink: '/404'}]}),
    );
    const other = groups.find((g) => g.id === 'other')!.links;
    expect(other.slice(-3)).toEqual([
      {label: 'Partners', path: '/partners'},
      {label: 'Join the Team', path: '/careers'},
      {label: 'Sitemap', path: '/sitemap'},
    ]);
    expect(groups.flatMap((g) => g.links).some((l) => l.path === '/404')).toBe(false);
  });

  it('drops a collection group that has no entries', () => {
    expect(buildSitemapGroups(input({entries: {}})).some((g) => g.id === 'case-studies')).toBe(false);
  });
});

describe('labelFromPath', () => {
  it('turns the last path segment into words', () => {
    expect(labelFromPath('/request-demo')).toBe('Request Demo');
    expect(labelFromPath('/')).toBe('Home');
  });
});

describe('validateOptions', () => {
  const validate = (options: unknown) => validateOptions({options: options as never, validate: () => DEFAULT_OPTIONS});

  it('fills the defaults', () => {
    expect(validate({})).toMatchObject({path: '/sitemap', component: '@site/src/components/SitemapPage'});
  });

  it('names a bad field', () => {
    expect(() => validate({path: 'sitemap'})).toThrow('path: must be a site path');
    expect(() => validate({groups: [{id: 'x', title: 'X', links: [{label: 'Bad', path: 'nowhere'}]}]})).toThrow(
      'groups.0.links.0.path',
    );
  });
});
