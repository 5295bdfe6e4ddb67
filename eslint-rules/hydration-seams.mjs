import {fileOf, isTypeOnly, isUnder, modulePathOf} from './paths.mjs';

/**
 * The loading mechanisms (piecewise hydration, controls inert until hydrated, idle and task
 * queues) are used by a few shared primitives only; a page or a component gets them by using
 * those primitives. Each mechanism, in the options, names its module (a package or a repository
 * path), optionally the named imports that are the mechanism (`Suspense` of `react`), where it is
 * allowed (files, or folders ending in `/`), or, for a rule about a kind of file, where it applies
 * (`only`), and what to use instead.
 */

/** The variable `name` refers to in `scope`. */
function variableOf(scope, name) {
  for (let current = scope; current; current = current.upper) {
    const variable = current.set.get(name);
    if (variable) return variable;
  }
  return undefined;
}

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
    const mechanisms = (context.options[0]?.mechanisms ?? []).filter(
      (mechanism) =>
        !(mechanism.allow ?? []).some((entry) => isUnder(file, entry)) &&
        (!mechanism.only || mechanism.only.some((entry) => isUnder(file, entry))),
    );
    if (mechanisms.length === 0) return {};
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
        for (const specifier of node.specifiers ?? []) {
          if (specifier.importKind === 'type' || specifier.exportKind === 'type') continue;
          const imported =
            specifier.type === 'ImportSpecifier'
              ? specifier.imported.name
              : specifier.type === 'ExportSpecifier'
                ? specifier.local.name
                : null;
          if (imported && mechanism.names.includes(imported))
            report(specifier, mechanism, `\`${imported}\` of \`${source}\``);
        }
      }
    };
    const namedMechanisms = mechanisms.filter((mechanism) => mechanism.names);
    /** Reports `object.property` where `object` is the default or namespace import of a mechanism's module. */
    const checkMember = (node, object, property) => {
      for (const mechanism of namedMechanisms) {
        if (!mechanism.names.includes(property)) continue;
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
      JSXMemberExpression(node) {
        if (node.parent.type !== 'JSXClosingElement' && node.object.type === 'JSXIdentifier')
          checkMember(node, node.object.name, node.property.name);
      },
    };
  },
};
