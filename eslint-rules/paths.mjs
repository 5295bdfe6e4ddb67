import path from 'node:path';

/** @typedef {import('eslint').Rule.RuleContext} RuleContext */
/**
 * An import or re-export as typescript-eslint parses it: TypeScript marks type-only ones, which plain ESTree lacks.
 * @typedef {(import('estree-jsx').ImportDeclaration | import('estree-jsx').ExportNamedDeclaration | import('estree-jsx').ExportAllDeclaration) & TypeMarks} ModuleDeclaration
 * @typedef {{importKind?: 'type' | 'value', exportKind?: 'type' | 'value'}} TypeMarks
 */

/**
 * The file being linted, relative to the directory ESLint runs in (the repository), with `/` separators.
 * @param {RuleContext} context
 */
export function fileOf(context) {
  return path.relative(context.cwd, context.filename).split(path.sep).join('/');
}

/**
 * An import's source as a repository path without extension (`@site/src/lib/idle` and `../lib/idle`
 * both give `src/lib/idle`), or the source itself for a package (`react`, `zod/mini`).
 * @param {RuleContext} context
 * @param {string} source
 */
export function modulePathOf(context, source) {
  if (source.startsWith('@site/')) return stripExtension(source.slice('@site/'.length));
  if (!source.startsWith('.')) return source;
  const absolute = path.resolve(path.dirname(context.filename), source);
  return stripExtension(path.relative(context.cwd, absolute).split(path.sep).join('/'));
}

/** @param {string} file */
const stripExtension = (file) => file.replace(/\.(mjs|cjs|js|jsx|mts|ts|tsx)$/, '').replace(/\/index$/, '');

/**
 * True if `file` is `entry` or lies under the folder `entry` (given with a trailing `/`).
 * @param {string} file
 * @param {string} entry
 */
export const isUnder = (file, entry) =>
  entry.endsWith('/') ? file.startsWith(entry) : stripExtension(file) === stripExtension(entry);

/**
 * True if the import (or re-export) brings in only types, which the bundler drops.
 * @param {ModuleDeclaration} node
 */
export function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = specifiersOf(node);
  return (
    specifiers.length > 0 &&
    specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type')
  );
}

/**
 * The named imports or exports of a declaration, with TypeScript's type-only marks.
 * @param {ModuleDeclaration} node
 * @returns {Array<(import('estree-jsx').ImportDeclaration['specifiers'][number] | import('estree-jsx').ExportSpecifier) & TypeMarks>}
 */
export const specifiersOf = (node) => ('specifiers' in node ? node.specifiers : []);
