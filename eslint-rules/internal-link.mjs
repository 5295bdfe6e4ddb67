/**
 * Internal links go through Docusaurus' <Link>: client-side navigation, the route's chunks
 * prefetched, and the build's broken-link check. A plain <a href="/…"> gets none of them.
 */

/**
 * The href's text if it is a literal (or a template literal's first part): what it starts with is all we look at.
 * @param {import('estree-jsx').JSXAttribute['value']} value
 */
function hrefText(value) {
  if (!value) return null;
  if (value.type === 'Literal') return typeof value.value === 'string' ? value.value : null;
  if (value.type !== 'JSXExpressionContainer') return null;
  const {expression} = value;
  if (expression.type === 'Literal') return typeof expression.value === 'string' ? expression.value : null;
  if (expression.type === 'TemplateLiteral') return expression.quasis[0].value.cooked ?? null;
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: {description: 'Internal links through <Link> from @docusaurus/Link, not <a href="/…">.'},
    schema: [],
    messages: {
      link: 'Internal link "{{href}}" as <a>: use <Link to="{{href}}"> from @docusaurus/Link (client-side navigation, prefetch, broken-link check); a file that is not a page takes to="pathname://{{href}}".',
    },
  },
  create(context) {
    return {
      /** @param {import('estree-jsx').JSXOpeningElement} node */
      JSXOpeningElement(node) {
        if (node.name.type !== 'JSXIdentifier' || node.name.name !== 'a') return;
        const href = node.attributes.find(
          /** @returns {attribute is import('estree-jsx').JSXAttribute} */
          (attribute) => attribute.type === 'JSXAttribute' && attribute.name.name === 'href',
        );
        if (!href) return;
        const text = hrefText(href.value);
        if (text !== null && text.startsWith('/') && !text.startsWith('//'))
          context.report({node: href, messageId: 'link', data: {href: text}});
      },
    };
  },
};
