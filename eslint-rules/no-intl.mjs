/**
 * No Intl in code the browser runs. The first Intl call on a page loads the browser's ICU data: on
 * a phone that was a 490 ms task on every Help Center guide, from one message formatted with
 * toLocaleString; the first localeCompare loads ICU's collation data (57 ms,
 * plugins/lean-client/reactUtils.ts). src/lib/numbers.ts and src/lib/dates.ts write en-US out.
 */
const LOCALE_METHODS = new Set(['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString', 'localeCompare']);

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Forbid Intl, toLocale*String and localeCompare in browser code: they load ICU data on the main thread.',
    },
    schema: [],
    messages: {
      intl: 'No Intl in browser code (it loads ICU data, a 490 ms task on a phone): format numbers with src/lib/numbers.ts and dates with src/lib/dates.ts.',
      locale:
        'No {{name}}() in browser code (it loads ICU data on the main thread): format numbers with src/lib/numbers.ts, dates with src/lib/dates.ts; sort by code unit (plugins/lean-client/byKey.ts).',
    },
  },
  create(context) {
    return {
      Identifier(node) {
        if (node.name !== 'Intl') return;
        const {parent} = node;
        // A property or key that merely has the name (`x.Intl`, `{Intl: 1}`) is not the global.
        if (parent.type === 'MemberExpression' && parent.property === node && !parent.computed) return;
        if (parent.type === 'Property' && parent.key === node && !parent.computed) return;
        if (parent.type.startsWith('TS')) return;
        context.report({node, messageId: 'intl'});
      },
      CallExpression(node) {
        const {callee} = node;
        const member = callee.type === 'ChainExpression' ? callee.expression : callee;
        if (member.type !== 'MemberExpression' || member.computed || member.property.type !== 'Identifier') return;
        if (LOCALE_METHODS.has(member.property.name))
          context.report({node: member.property, messageId: 'locale', data: {name: member.property.name}});
      },
    };
  },
};
