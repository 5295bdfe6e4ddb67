import {describe, expect, it} from 'vitest';
import type {CollectionsIndex} from './collections/types';
import {linkedinPosts as postsByLocale, socialUpdateCount} from '../data/social';

const linkedinPosts = postsByLocale.en;
import {buildHubData, formatDay} from './contentHub';

const index: CollectionsIndex = {
  blog: {
    count: 5,
    latest: [
      {
        id: 'kpis',
        slug: 'kpis',
        permalink: '/blog/kpis',
        title: 'Dispensary KPIs',
        description: 'What to measure.',
        category: 'Business Intelligence',
        date: '2025-01-28',
        author: 'Team',
        image: '/img/blog/kpis.svg',
        mediaType: 'image',
      },
    ],
  },
  newsletters: {
    count: 3,
    latest: [
      {
        id: 'issue-47',
        permalink: '/newsletters/issue-47',
        issueNumber: 47,
        title: 'Holiday shopping',
        description: 'Trends.',
        date: '2024-12-01',
        readTime: '8 min read',
        topics: [],
        image: '',
      },
    ],
  },
  caseStudies: {
    count: 2,
    latest: [
      {
        id: 'ca',
        permalink: '/case-studies/ca',
        title: 'Cart recovery',
        description: 'Fewer abandoned carts.',
        client: 'Green Leaf',
        location: 'California',
        date: '2024-10-01',
        image: '',
      },
    ],
  },
};

describe('buildHubData', () => {
  const hub = buildHubData(index, {posts: linkedinPosts, updates: socialUpdateCount, platform: 'LinkedIn'});

  it('takes the counts from the collections and the social data', () => {
    expect(hub.blog.count).toBe(5);
    expect(hub.caseStudies.count).toBe(2);
    expect(hub.newsletters.count).toBe(3);
    expect(hub.social.count).toBe(socialUpdateCount);
  });

  it('links collection entries to their permalinks and social posts out', () => {
    expect(hub.blog.entries[0]).toMatchObject({
      to: '/blog/kpis',
      kicker: 'Business Intelligence',
      meta: 'Jan 28, 2025',
    });
    expect(hub.caseStudies.entries[0]).toMatchObject({to: '/case-studies/ca', kicker: 'Green Leaf · California'});
    expect(hub.newsletters.entries[0]).toMatchObject({
      to: '/newsletters/issue-47',
      kicker: 'Issue #47',
      meta: 'Dec 1, 2024 · 8 min read',
    });
    expect(hub.social.entries).toHaveLength(3);
    expect(hub.social.entries[0]!.href).toBe(linkedinPosts[0]!.url);
    expect(hub.social.entries[0]!.to).toBeUndefined();
    const [title, teaser] = [hub.social.entries[0]!.title, hub.social.entries[0]!.description];
    expect(title.length).toBeLessThanOrEqual(91);
    expect(linkedinPosts[0]!.content.startsWith(title.replace(/…$/, ''))).toBe(true);
    expect(teaser).not.toContain(title);
  });

  it('keeps a leading label with its sentence in a social title', () => {
    const posts = [
      {
        ...linkedinPosts[0]!,
        content: 'Case study: a chain of four stores gave every store the same answers. Repeat purchases rose.',
      },
    ];
    const [entry] = buildHubData(index, {posts, updates: 1, platform: 'LinkedIn'}).social.entries;
    expect(entry!.title).toBe('Case study: a chain of four stores gave every store the same answers.');
    expect(entry!.description).toBe('Repeat purchases rose.');
  });

  it('copes with empty collections', () => {
    const empty = {count: 0, latest: []};
    const none = buildHubData(
      {blog: empty, newsletters: empty, caseStudies: empty},
      {posts: [], updates: 0, platform: 'LinkedIn'},
    );
    expect(none.blog).toEqual({count: 0, entries: []});
  });
});

describe('buildHubData in Spanish', () => {
  const hub = buildHubData(index, {posts: postsByLocale.es, updates: socialUpdateCount, platform: 'LinkedIn'}, 'es');

  it('says what surrounds the English entries in Spanish and keeps their titles', () => {
    expect(hub.blog.entries[0]).toMatchObject({
      title: 'Dispensary KPIs',
      description: '',
      kicker: 'Inteligencia de negocio',
      meta: '28 ene 2025',
    });
    expect(hub.newsletters.entries[0]).toMatchObject({
      title: 'Holiday shopping',
      description: '',
      kicker: 'Boletín n.º 47',
      meta: '1 dic 2024 · 8 min de lectura',
    });
    expect(hub.caseStudies.entries[0]).toMatchObject({description: '', kicker: 'Green Leaf · California'});
  });

  it('titles the social posts from their Spanish text', () => {
    expect(postsByLocale.es[0]!.content.startsWith(hub.social.entries[0]!.title.replace(/…$/, ''))).toBe(true);
    expect(hub.social.entries[0]!.meta).toBe(postsByLocale.es[0]!.date);
  });
});

describe('formatDay', () => {
  it('formats ISO days in UTC and leaves bad input alone', () => {
    expect(formatDay('2025-01-15')).toBe('Jan 15, 2025');
    expect(formatDay('2025-01-15', 'es')).toBe('15 ene 2025');
    expect(formatDay('soon')).toBe('soon');
  });
});
