import {describe, expect, it} from 'vitest';
import {
  collectHelpCenter,
  collectPosts,
  orderCollections,
  type DocSource,
  type SidebarItemSource,
} from './collectEntries';

const doc = (id: string, permalink: string, extra: Partial<DocSource> = {}): DocSource => ({
  id,
  title: id,
  description: `About ${id}`,
  permalink,
  ...extra,
});
const docs = [
  doc('index', '/docs'),
  doc('integrations/index', '/docs/integrations', {title: 'Integrations'}),
  doc('integrations/dutchie', '/docs/integrations/dutchie', {title: 'Dutchie'}),
  doc('get-started/overview', '/docs/get-started/overview'),
  doc('hidden', '/docs/hidden', {unlisted: true}),
  doc('orphan', '/docs/orphan'),
];
const sidebars: Record<string, SidebarItemSource[]> = {
  helpCenter: [
    {type: 'doc', id: 'index'},
    {
      type: 'category',
      label: 'Get started',
      link: {
        type: 'generated-index',
        permalink: '/docs/get-started',
        title: 'Get started',
        description: 'Install the widget.',
      },
      items: [{type: 'doc', id: 'get-started/overview'}, {type: 'link'}],
    },
    {
      type: 'category',
      label: 'Integrations',
      link: {type: 'doc', id: 'integrations/index'},
      items: [
        {type: 'doc', id: 'integrations/dutchie'},
        {type: 'doc', id: 'hidden'},
      ],
    },
  ],
};

describe('collectHelpCenter', () => {
  it('follows the sidebar: landing pages before their pages, then pages no sidebar lists', () => {
    expect(collectHelpCenter(docs, sidebars).map((entry) => entry.permalink)).toEqual([
      '/docs',
      '/docs/get-started',
      '/docs/get-started/overview',
      '/docs/integrations',
      '/docs/integrations/dutchie',
      '/docs/orphan',
    ]);
  });

  it('gives a generated index its title, description and the pages it lists', () => {
    const index = collectHelpCenter(docs, sidebars).find((entry) => entry.permalink === '/docs/get-started');
    expect(index).toEqual({
      permalink: '/docs/get-started',
      title: 'Get started',
      description: 'Install the widget.',
      children: [
        {
          permalink: '/docs/get-started/overview',
          title: 'get-started/overview',
          description: 'About get-started/overview',
        },
      ],
    });
  });

  it('takes a doc-linked category’s title from its doc, and leaves unlisted docs out', () => {
    const entries = collectHelpCenter(docs, sidebars);
    expect(entries.find((entry) => entry.permalink === '/docs/integrations')).toMatchObject({title: 'Integrations'});
    expect(entries.some((entry) => entry.permalink === '/docs/hidden')).toBe(false);
  });
});

describe('collectPosts', () => {
  it('keeps the order and leaves unlisted posts out', () => {
    const posts = [
      {permalink: '/changelog/2-0', title: '2.0', description: 'New agents.'},
      {permalink: '/changelog/draft', title: 'Soon', unlisted: true},
      {permalink: '/changelog/1-0', title: '1.0'},
    ];
    expect(collectPosts(posts)).toEqual([
      {permalink: '/changelog/2-0', title: '2.0', description: 'New agents.'},
      {permalink: '/changelog/1-0', title: '1.0'},
    ]);
  });
});

describe('orderCollections', () => {
  it('puts named instances in the order named, then unknown ones by route base', () => {
    const collections = ['press', 'changelog', 'blog', 'awards', 'case-studies'].map((routeBasePath) => ({
      routeBasePath,
    }));
    const titles = {'blog': 'Blog', 'case-studies': 'Case studies', 'changelog': 'Release notes'};
    expect(orderCollections(collections, titles).map((c) => c.routeBasePath)).toEqual([
      'blog',
      'case-studies',
      'changelog',
      'awards',
      'press',
    ]);
  });
});
