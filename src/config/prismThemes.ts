import type {PrismTheme} from 'prism-react-renderer';

/** The roles a code token can play; each is a CSS variable `--bb-code-<role>` in src/css/custom.css. */
export const CODE_COLOUR_ROLES = [
  'background',
  'text',
  'muted',
  'keyword',
  'string',
  'name',
  'number',
  'deleted',
] as const;
type CodeColourRole = (typeof CODE_COLOUR_ROLES)[number];

const colour = (role: CodeColourRole) => `var(--bb-code-${role})`;

/**
 * Code-block colours in the site's palette. The stock Prism themes colour some
 * tokens (HTML tags, attribute values) below the 4.5:1 contrast that WCAG AA
 * asks of text, and the Help Center is full of snippets; prismThemes.test.ts
 * checks every colour against its background in both modes.
 *
 * Prism writes a theme as inline styles. Ours are CSS variables whose values
 * change with `data-theme`, so one theme serves light and dark: the server's
 * HTML is right in either mode before any script runs, and a code block has no
 * reason to be drawn again after hydration (src/theme/CodeBlock/Highlighted.tsx).
 */
export const codeTheme: PrismTheme = {
  plain: {color: colour('text'), backgroundColor: colour('background')},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: colour('muted'), fontStyle: 'italic'}},
    {types: ['punctuation', 'operator'], style: {color: colour('muted')}},
    {types: ['tag', 'keyword', 'selector', 'important', 'atrule', 'builtin'], style: {color: colour('keyword')}},
    {types: ['string', 'attr-value', 'char', 'regex', 'inserted', 'url'], style: {color: colour('string')}},
    {types: ['attr-name', 'property', 'function', 'class-name', 'variable'], style: {color: colour('name')}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'entity'], style: {color: colour('number')}},
    {types: ['deleted'], style: {color: colour('deleted')}},
  ],
};
