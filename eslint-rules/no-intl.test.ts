import rule from './no-intl.mjs';
import {at, ruleTester} from './ruleTester';

const filename = at('src/components/Example/index.tsx');

ruleTester().run('no-intl', rule, {
  valid: [
    {filename, code: "import {formatUsd} from '@site/src/lib/numbers';\nexport const label = formatUsd(75);"},
    {filename, code: 'const options = {Intl: true}; export const x = options.Intl;'},
    {filename, code: 'export const sorted = ["b", "a"].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));'},
    {filename, code: 'type Locale = Intl.LocalesArgument; export type {Locale};'},
  ],
  invalid: [
    {filename, code: "export const f = new Intl.NumberFormat('en-US');", errors: [{messageId: 'intl'}]},
    {
      filename,
      code: "export const d = Intl.DateTimeFormat('en-US').format(new Date());",
      errors: [{messageId: 'intl'}],
    },
    {
      filename,
      code: 'export const n = (1234).toLocaleString();',
      errors: [{messageId: 'locale', data: {name: 'toLocaleString'}}],
    },
    {
      filename,
      code: 'export const d = new Date().toLocaleDateString("en-US");',
      errors: [{messageId: 'locale', data: {name: 'toLocaleDateString'}}],
    },
    {
      filename,
      code: 'export const t = new Date()?.toLocaleTimeString();',
      errors: [{messageId: 'locale', data: {name: 'toLocaleTimeString'}}],
    },
    {
      filename,
      code: 'export const s = ["b", "a"].sort((a, b) => a.localeCompare(b));',
      errors: [{messageId: 'locale', data: {name: 'localeCompare'}}],
    },
  ],
});
