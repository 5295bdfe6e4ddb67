import type {PrismTheme} from 'prism-react-renderer';

/**
 * Code-block colours in the site's palette. The stock Prism themes colour some
 * tokens (HTML tags, attribute values) below the 4.5:1 contrast that WCAG AA
 * asks of text, and the Help Center is full of snippets; every colour here is
 * checked against its background by prismThemes.test.ts.
 */
function theme(background: string, palette: {text: string; muted: string; keyword: string; string: string; name: string; number: string; deleted: string}): PrismTheme {
  return {
    plain: {color: palette.text, backgroundColor: background},
    styles: [
      {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: palette.muted, fontStyle: 'italic'}},
      {types: ['punctuation', 'operator'], style: {color: palette.muted}},
      {types: ['tag', 'keyword', 'selector', 'important', 'atrule', 'builtin'], style: {color: palette.keyword}},
      {types: ['string', 'attr-value', 'char', 'regex', 'inserted', 'url'], style: {color: palette.string}},
      {types: ['attr-name', 'property', 'function', 'class-name', 'variable'], style: {color: palette.name}},
      {types: ['number', 'boolean', 'constant', 'symbol', 'entity'], style: {color: palette.number}},
      {types: ['deleted'], style: {color: palette.deleted}},
    ],
  };
}

export const lightCodeTheme = theme('#f8fafc', {
  text: '#0f172a',
  muted: '#475569',
  keyword: '#5b21b6',
  string: '#166534',
  name: '#9a3412',
  number: '#1d4ed8',
  deleted: '#b91c1c',
});

export const darkCodeTheme = theme('#151a33', {
  text: '#e2e8f0',
  muted: '#a7b3c4',
  keyword: '#c4b5fd',
  string: '#86efac',
  name: '#fdba74',
  number: '#93c5fd',
  deleted: '#fca5a5',
});
