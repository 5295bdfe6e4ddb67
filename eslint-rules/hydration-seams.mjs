import {fileOf, isTypeOnly, isUnder, modulePathOf, specifiersOf} from './paths.mjs';

/** @typedef {import('estree-jsx').Node} Node */
/** @typedef {import('eslint').Scope.Scope} Scope */
/** @typedef {import('./paths.mjs').ModuleDeclaration} ModuleDeclaration */

/**
 * The loading mechanisms (piecewise hydration, controls inert until hydrated, idle and task
 * queues) are used by a few shared primitives only; a page or a component gets them by using
 * those primitives. Each mechanism, in the options, names its module (a package or a repository
 * path), optionally the named imports that are the mechanism (`Suspense` of `react`), where it is
 * allowed (files, or folders ending in `/`), or, for a rule about a kind of file, where it applies
 * (`only`), and what to use instead.
 *
 * @typedef {{module: string, names?: string[], allow?: string[], only?: string[], use: string}} Mechanism
 */

/**
 * The variable `name` refers to in `scope`.
 * @param {Scope} scope
 * @param {string} name
 */
function variableOf(scope, name) {
  for (let current = /** @type {Scope | null} */ (scope); current; current = current.upper) {
    const variable = current.set.get(name);
    if (variable) return variable;
  }
  return undefined;
}

/**
 * An imported or exported name, written as an identifier or (`import {'Suspense' as S}`) a string.
 * @param {import('estree-jsx').Identifier | import('estree-jsx').Literal} name
 */
const nameOf = (name) => (name.type === 'Identifier' ? name.name : String(name.value));

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: {description: 'Keep the loading mechanisms in the shared primitives that own them (allow-list).'},
    schema: [
      {
        type: 'object',
        properties: {
          mechanisms: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                module: {type: 'string'},
                names: {type: 'array', items: {type: 'string'}},
                allow: {type: 'array', items: {type: 'string'}},
                only: {type: 'array', items: {type: 'string'}},
                use: {type: 'string'},
              },
              required: ['module', 'use'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      mechanism: '{{what}} is a loading mechanism that only {{owners}} use directly. Instead, {{use}}.',
      scoped: '{{what}} is not for {{scope}}. Instead, {{use}}.',
    },
  },
  create(context) {
    const file = fileOf(context);
    /** @type {Mechanism[]} */
    const configured = context.options[0]?.mechanisms ?? [];
    const mechanisms = configured.filter(
      (mechanism) =>
        !(mechanism.allow ?? []).some((entry) => isUnder(file, entry)) &&
        (!mechanism.only || mechanism.only.some((entry) => isUnder(file, entry))),
    );
    if (mechanisms.length === 0) return {};
    /**
     * @param {Node} node
     * @param {Mechanism} mechanism
     * @param {string} what
     */
    const report = (node, mechanism, what) =>
      mechanism.only
        ? context.report({
            node,
            messageId: 'scoped',
            data: {what, scope: mechanism.only.join(', '), use: mechanism.use},
          })
        : context.report({
            node,
            messageId: 'mechanism',
            data: {what, owners: (mechanism.allow ?? []).join(', ') || 'no file', use: mechanism.use},
          });
    /** @param {ModuleDeclaration} node */
    const check = (node) => {
      if (!node.source || isTypeOnly(node)) return;
      const source = String(node.source.value);
      const target = modulePathOf(context, source);
      for (const mechanism of mechanisms) {
        if (target !== mechanism.module && source !== mechanism.module) continue;
        if (!mechanism.names) {
          report(node.source, mechanism, `\`${source}\``);
          continue;
        }
        for (const specifier of specifiersOf(node)) {
          if (specifier.importKind === 'type' || specifier.exportKind === 'type') continue;
          const imported =
            specifier.type === 'ImportSpecifier'
              ? nameOf(specifier.imported)
              : specifier.type === 'ExportSpecifier'
                ? nameOf(specifier.local)
                : null;
          if (imported && mechanism.names.includes(imported))
            report(specifier, mechanism, `\`${imported}\` of \`${source}\``);
        }
      }
    };
    const namedMechanisms = mechanisms.filter((mechanism) => mechanism.names);
    /**
     * Reports `object.property` where `object` is the default or namespace import of a mechanism's module.
     * @param {Node} node
     * @param {string} object
     * @param {string} property
     */
    const checkMember = (node, object, property) => {
      for (const mechanism of namedMechanisms) {
        if (!mechanism.names?.includes(property)) continue;
        const definition = variableOf(context.sourceCode.getScope(node), object)?.defs[0];
        if (definition?.type === 'ImportBinding' && definition.parent.source.value === mechanism.module)
          report(node, mechanism, `\`${object}.${property}\``);
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      // `React.Suspense` through the default or namespace import, in code or as a JSX tag.
      MemberExpression(node) {
        if (!node.computed && node.property.type === 'Identifier' && node.object.type === 'Identifier')
          checkMember(node, node.object.name, node.property.name);
      },
      /** @param {import('estree-jsx').JSXMemberExpression & import('eslint').Rule.NodeParentExtension} node */
      JSXMemberExpression(node) {
        if (node.parent.type !== 'JSXClosingElement' && node.object.type === 'JSXIdentifier')
          checkMember(node, node.object.name, node.property.name);
      },
    };
  },
};
