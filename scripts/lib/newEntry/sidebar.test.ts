import {readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {addDocToSidebar} from './sidebar';

const SIDEBARS = `const sidebars = {
  helpCenter: [
    'index',
    {
      type: 'category',
      label: 'Get started',
      link: {type: 'generated-index', slug: '/get-started', title: 'Get started'},
      items: ['get-started/overview', 'get-started/install-widget'],
    },
    {
      type: 'category',
      label: 'Integrations',
      link: {type: 'doc', id: 'integrations/index'},
      items: [
        'integrations/dutchie',
        'integrations/treez',
      ],
    },
    {type: 'category', label: 'Account', link: {type: 'generated-index', slug: '/account'}, items: []},
  ],
};
export default sidebars;
`;

/**
 * What the site's sidebars.ts imports, as the English build sees it: every page translated, so the sidebar is the
 * hand-written one as it stands (its filtering for a language's build is src/config/i18n.ts's, tested there).
 */
const SIDEBAR_IMPORTS: Record<string, unknown> = {
  'node:fs': {globSync: () => []},
  'node:path': {default: path},
  './src/config/i18n': {
    configLocale: () => 'en',
    docIdsOf: (files: string[]) => files,
    untranslatedDocFiles: () => [],
    withoutDocs: (sidebars: unknown) => sidebars,
  },
};

/** The sidebar object of a sidebars.ts text, evaluated. */
function evaluate(source: string): {helpCenter: unknown[]} {
  const js = ts.transpileModule(source, {compilerOptions: {module: ts.ModuleKind.CommonJS}}).outputText;
  const module = {exports: {} as {default: {helpCenter: unknown[]}}};
  const require = (id: string) => SIDEBAR_IMPORTS[id];
  new Function('module', 'exports', 'require', '__dirname', js)(module, module.exports, require, process.cwd());
  return module.exports.default;
}
const itemsOf = (source: string, label: string) =>
  (evaluate(source).helpCenter.find((item) => (item as {label?: string}).label === label) as {items: string[]}).items;

describe('addDocToSidebar', () => {
  it('adds the page at the end of its section’s list written one a line, in the same layout', () => {
    const result = addDocToSidebar(SIDEBARS, 'integrations', 'integrations/cova');
    expect(result).toContain("        'integrations/treez',\n        'integrations/cova',\n      ],");
    expect(itemsOf(result, 'Integrations')).toEqual([
      'integrations/dutchie',
      'integrations/treez',
      'integrations/cova',
    ]);
  });

  it('adds to a list written on one line, and to an empty list found by the category’s slug', () => {
    expect(itemsOf(addDocToSidebar(SIDEBARS, 'get-started', 'get-started/faq'), 'Get started')).toEqual([
      'get-started/overview',
      'get-started/install-widget',
      'get-started/faq',
    ]);
    expect(addDocToSidebar(SIDEBARS, 'get-started', 'get-started/faq')).toContain(
      "items: ['get-started/overview', 'get-started/install-widget', 'get-started/faq'],",
    );
    expect(itemsOf(addDocToSidebar(SIDEBARS, 'account', 'account/billing'), 'Account')).toEqual(['account/billing']);
  });

  it('refuses a section the sidebar does not have, and a page it lists already', () => {
    expect(() => addDocToSidebar(SIDEBARS, 'nowhere', 'nowhere/a')).toThrow(
      'sidebars.ts has no category for the section "nowhere"',
    );
    expect(() => addDocToSidebar(SIDEBARS, 'integrations', 'integrations/treez')).toThrow(
      'sidebars.ts already lists "integrations/treez"',
    );
  });

  it('edits the site’s own sidebars.ts into valid TypeScript', () => {
    const source = readFileSync(path.resolve(import.meta.dirname, '../../../sidebars.ts'), 'utf8');
    const result = addDocToSidebar(source, 'troubleshooting', 'troubleshooting/payments');
    const diagnostics = ts.transpileModule(result, {reportDiagnostics: true}).diagnostics ?? [];
    expect(diagnostics).toEqual([]);
    expect(result.split('\n').length).toBeGreaterThanOrEqual(source.split('\n').length);
    expect(itemsOf(result, 'Troubleshooting').slice(-2)).toEqual([
      'troubleshooting/conversations-and-agents',
      'troubleshooting/payments',
    ]);
  });
});
