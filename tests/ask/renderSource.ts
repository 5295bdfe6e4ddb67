/**
 * A cheap render of one Help Center MDX page, for the tests: the page is
 * compiled with the remark plugins Docusaurus itself uses for the parts that
 * decide the text and the anchors (directives, admonitions and unused
 * directives turned back into text, headings with Docusaurus' slugger, GFM tables), its imports are bound to the real modules
 * (figures from src/data, the partner components), theme components are
 * stood in for by plain elements (every tab's content shown, as in the built
 * page), and React renders it to HTML. The result goes through the same
 * sectionsFromHtml as the built page, so the tests need no site build.
 */
import {compile} from '@mdx-js/mdx';
import type {Program} from 'estree';
import type {Root as MdastRoot} from 'mdast';
import {createElement, type ReactNode} from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import {parse} from 'parse5';
import {fromParse5} from 'hast-util-from-parse5';
import type {Root} from 'hast';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import remarkHeadings from '@docusaurus/mdx-loader/lib/remark/headings/index.js';
import remarkAdmonitions from '@docusaurus/mdx-loader/lib/remark/admonitions/index.js';
import remarkUnusedDirectives from '@docusaurus/mdx-loader/lib/remark/unusedDirectives/index.js';

type Props = {children?: ReactNode};
const passThrough = ({children}: Props) => createElement('div', null, children);

/** Theme and framework modules a doc may import, stood in for by plain elements. */
const THEME_STUBS: Record<string, Record<string, unknown>> = {
  '@theme/Tabs': {default: passThrough},
  '@theme/TabItem': {default: ({children}: Props) => createElement('div', {role: 'tabpanel'}, children)},
  '@theme/DocCardList': {default: () => null},
  '@docusaurus/Link': {
    default: ({children, to, href}: Props & {to?: string; href?: string}) =>
      createElement('a', {href: to ?? href}, children),
  },
};

/** Loads an import of a doc (in the tests: vitest's own import, which knows `@site` and TypeScript). */
export type ImportModule = (source: string) => Promise<Record<string, unknown>>;

type ImportBinding = {local: string; source: string; imported: string | 'default' | '*'};

/** Removes the doc's import statements and lists their bindings, so the compiled body can be given them. */
function takeImports(bindings: ImportBinding[]) {
  return (tree: MdastRoot) => {
    tree.children = tree.children.filter((node) => {
      if (node.type !== 'mdxjsEsm') return true;
      const program = node.data?.estree as Program | undefined;
      const imports = program?.body.filter((statement) => statement.type === 'ImportDeclaration') ?? [];
      for (const declaration of imports) {
        for (const specifier of declaration.specifiers) {
          const imported =
            specifier.type === 'ImportDefaultSpecifier'
              ? 'default'
              : specifier.type === 'ImportNamespaceSpecifier'
                ? '*'
                : specifier.imported.type === 'Identifier'
                  ? specifier.imported.name
                  : String(specifier.imported.value);
          bindings.push({local: specifier.local.name, source: String(declaration.source.value), imported});
        }
      }
      return imports.length !== program?.body.length;
    });
  };
}

export type RenderedDoc = {
  title: string;
  /** The built page as a hast tree, with the docs theme's content container. */
  tree: Root;
  /** Imports that could not be loaded and rendered as nothing. */
  missing: string[];
};

/** Renders one doc's MDX source to the hast tree sectionsFromHtml reads. */
export async function renderDocSource(fileContent: string, importModule: ImportModule): Promise<RenderedDoc> {
  const {frontMatter, content} = await DEFAULT_PARSE_FRONT_MATTER({
    fileContent,
    filePath: 'doc.mdx',
    siteDir: '.',
    frontMatterDefaults: {},
  } as Parameters<typeof DEFAULT_PARSE_FRONT_MATTER>[0]);
  const bindings: ImportBinding[] = [];
  const compiled = await compile(
    {value: content, path: 'doc.mdx'},
    {
      outputFormat: 'function-body',
      remarkPlugins: [
        remarkFrontmatter,
        remarkDirective,
        [remarkAdmonitions, {}],
        [remarkHeadings, {anchorsMaintainCase: false}],
        remarkGfm,
        remarkUnusedDirectives,
        () => takeImports(bindings),
      ],
    },
  );

  const missing: string[] = [];
  const modules = new Map<string, Record<string, unknown>>();
  for (const {source: from} of bindings) {
    if (modules.has(from)) continue;
    const stub = THEME_STUBS[from];
    if (stub) modules.set(from, stub);
    else {
      try {
        modules.set(from, await importModule(from));
      } catch {
        missing.push(from);
        modules.set(from, {default: () => null});
      }
    }
  }
  const values = bindings.map(({source: from, imported}) => {
    const module = modules.get(from)!;
    return imported === '*' ? module : (module[imported] ?? (() => null));
  });
  // The compiled body reads the JSX runtime from its first argument; the doc's imports follow by name.
  const body = new Function('runtime', ...bindings.map(({local}) => local), String(compiled)) as (
    ...args: unknown[]
  ) => {default: (props: {components: Record<string, unknown>}) => ReactNode};
  const {default: Content} = body(jsxRuntime, ...values);
  // MDX looks JSX names it did not see imported up in `components`: the doc's imports go there too.
  const components = {
    ...Object.fromEntries(bindings.map(({local}, index) => [local, values[index]])),
    admonition: ({children}: Props) => createElement('div', {className: 'theme-admonition'}, children),
  };
  const title = String(frontMatter.title ?? '');
  const html = renderToStaticMarkup(
    createElement(
      'div',
      {className: 'theme-doc-markdown markdown'},
      createElement('header', null, createElement('h1', null, title)),
      createElement(Content, {components}),
    ),
  );
  return {title, tree: fromParse5(parse(`<!doctype html><html><body>${html}</body></html>`)) as Root, missing};
}

/** The page path of a doc file under docs/ ('integrations/dutchie.mdx' → '/docs/integrations/dutchie'). */
export function permalinkOf(relativeFile: string, slug?: string): string {
  if (slug === '/') return '/docs';
  const path = relativeFile.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
  return path ? `/docs/${path}` : '/docs';
}
