import {fileOf, isTypeOnly, isUnder, modulePathOf} from './paths.mjs';

/** @typedef {import('./paths.mjs').ModuleDeclaration} ModuleDeclaration */

/**
 * No static import of a heavy library the first screen does not need. zod (forms' rules) and
 * sonner (toasts) load when a visitor reaches for a form or a toast appears; a static import puts
 * them in the page's bundle, parsed and run on every load. A module that itself imports zod (a
 * schema module, listed in the options) counts as zod. Types are free: `import type` is dropped.
 */
/** @type {Record<string, string>} */
const LIBRARIES = {
  zod: "load the forms' rules with import() when they are needed (loadSchemas() in src/lib/forms/loadSchemas.ts), or import only types (`import type`)",
  sonner:
    'show toasts through src/lib/toast.ts, which imports sonner when the first toast is shown, or import only types (`import type`)',
};

/** @param {string} source */
const libraryOf = (source) => Object.keys(LIBRARIES).find((name) => source === name || source.startsWith(`${name}/`));

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Forbid static imports of zod, sonner and the modules that import zod in browser code; dynamic import() and type imports are allowed.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          /** Repository paths of modules that import zod (schema modules); they may import it themselves. */
          schemaModules: {type: 'array', items: {type: 'string'}},
        },
        additionalProperties: false,
      },
    ],
    messages: {
      library: 'No static import of {{library}} in browser code ({{file}}): {{instead}}.',
      schema:
        'No static import of {{module}} in browser code: it imports zod. Load it with import() when it is needed (as loadSchemas() does in src/lib/forms/loadSchemas.ts), or import only types (`import type`).',
    },
  },
  create(context) {
    /** @type {string[]} */
    const schemaModules = context.options[0]?.schemaModules ?? [];
    const file = fileOf(context);
    const isSchemaModule = schemaModules.some((entry) => isUnder(file, entry));
    /** @param {ModuleDeclaration} node */
    const check = (node) => {
      if (!node.source || isTypeOnly(node)) return;
      const source = String(node.source.value);
      const library = libraryOf(source);
      if (library) {
        if (library === 'zod' && isSchemaModule) return;
        context.report({node: node.source, messageId: 'library', data: {library, file, instead: LIBRARIES[library]}});
        return;
      }
      const target = modulePathOf(context, source);
      const schema = schemaModules.find((entry) => isUnder(target, entry));
      if (schema && !isSchemaModule) context.report({node: node.source, messageId: 'schema', data: {module: schema}});
    };
    return {ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check};
  },
};
