/**
 * A button is the shared Button (src/components/shared/Button), which is disabled until it has
 * hydrated: pages paint before their bundles run, and a raw <button> drawn then can be pressed
 * without effect (or, as a submit, post the form natively). A button that only exists once script
 * runs (inside a dialog opened by a click) may stay raw: say so in an eslint-disable comment.
 */

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: {description: 'Buttons are the shared Button, inert until hydrated.'},
    schema: [],
    messages: {
      button:
        'Use Button from src/components/shared/Button instead of <button>: it is disabled until it has hydrated (pass `disabled` for your own states, `type` defaults to "button").',
    },
  },
  create(context) {
    return {
      /** @param {import('estree-jsx').JSXOpeningElement} node */
      JSXOpeningElement(node) {
        if (node.name.type === 'JSXIdentifier' && node.name.name === 'button')
          context.report({node, messageId: 'button'});
      },
    };
  },
};
