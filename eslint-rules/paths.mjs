import path from 'node:path';

/** The file being linted, relative to the directory ESLint runs in (the repository), with `/` separators. */
export function fileOf(context) {
  return path.relative(context.cwd, context.filename).split(path.sep).join('/');
}

/**
 * An import's source as a repository path without extension (`@site/src/lib/idle` and `../lib/idle`
 * both give `src/lib/idle`), or the source itself for a package (`react`, `zod/mini`).
 */
export function modulePathOf(context, source) {
  if (source.startsWith('@site/')) return stripExtension(source.slice('@site/'.length));
  if (!source.startsWith('.')) return source;
  const absolute = path.resolve(path.dirname(context.filename), source);
  return stripExtension(path.relative(context.cwd, absolute).split(path.sep).join('/'));
}

const stripExtension = (file) => file.replace(/\.(mjs|cjs|js|jsx|mts|ts|tsx)$/, '').replace(/\/index$/, '');

/** True if `file` is `entry` or lies under the folder `entry` (given with a trailing `/`). */
export const isUnder = (file, entry) =>
  entry.endsWith('/') ? file.startsWith(entry) : stripExtension(file) === stripExtension(entry);

/** True if the import (or re-export) brings in only types, which the bundler drops. */
export function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return (
    specifiers.length > 0 &&
    specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type')
  );
}
