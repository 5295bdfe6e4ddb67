import {describe, expect, it} from 'vitest';
import {buildDocsGroup, type SidebarSource} from './buildDocsGroup';

const docs = [
  {id: 'index', permalink: '/docs/', title: 'Help Center'},
  {id: 'get-started/install-widget', permalink: '/docs/get-started/install-widget', title: 'Install the widget'},
  {id: 'integrations/index', permalink: '/docs/integrations/', title: 'Integrations overview'},
  {id: 'integrations/treez', permalink: '/docs/integrations/treez', title: 'Connect Treez'},
  {id: 'integrations/draft', permalink: '/docs/integrations/draft', title: 'Draft', unlisted: true},
];

const sidebar: SidebarSource[] = [
  {type: 'doc', id: 'index'},
  {
    type: 'category',
    label: 'Get started',
    link: {type: 'generated-index', permalink: '/docs/get-started'},
    items: [{type: 'doc', id: 'get-started/install-widget'}],
  },
  {
    type: 'category',
    label: 'Integrations',
    link: {type: 'doc', id: 'integrations/index'},
    items: [
      {type: 'doc', id: 'integrations/treez', label: 'Treez'},
      {type: 'doc', id: 'integrations/draft'},
      {type: 'doc', id: 'integrations/index'},
    ],
  },
  {type: 'link'},
];

describe('buildDocsGroup', () => {
  it('lists the sidebar in order: each section landing, then its pages', () => {
    expect(buildDocsGroup({id: 'help-center', title: 'Help Center'}, sidebar, docs)).toEqual({
      id: 'help-center',
      title: 'Help Center',
      links: [
        {label: 'Help Center', path: '/docs'},
        {label: 'Get started', path: '/docs/get-started'},
        {label: 'Install the widget', path: '/docs/get-started/install-widget'},
        {label: 'Integrations', path: '/docs/integrations'},
        {label: 'Treez', path: '/docs/integrations/treez'},
      ],
    });
  });

  it('lists a translated build’s pages at the language’s own paths', () => {
    const spanish = docs.map((doc) => ({...doc, permalink: `/es${doc.permalink}`}));
    const spanishSidebar: SidebarSource[] = sidebar.map((item) =>
      item.type === 'category' && item.link?.type === 'generated-index'
        ? {...item, link: {...item.link, permalink: `/es${item.link.permalink}`}}
        : item,
    );
    const group = buildDocsGroup({id: 'help-center', title: 'Centro de ayuda'}, spanishSidebar, spanish, (permalink) =>
      permalink.replace(/^\/es\//, '/'),
    );
    expect(group.links.map((link) => link.path)).toEqual([
      '/docs',
      '/docs/get-started',
      '/docs/get-started/install-widget',
      '/docs/integrations',
      '/docs/integrations/treez',
    ]);
  });
});
