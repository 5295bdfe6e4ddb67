// @ts-check
/**
 * A bundler loader for the copy in `src/data`: each language is its own build, so a page of one language never
 * reads another's entry of a `{en: …, es: …}` table. Left whole, every English page carried the Spanish copy of
 * its sections (and the reverse): the home page's JavaScript grew by 28 KB gzip with the translation. In each
 * build this keeps the build's language and writes `undefined` for the others, in the TypeScript source, before
 * the compiler: the server render and the browser get the same module, and the tests, the functions and the
 * plugins (which import `src/data` without the bundler) keep every language.
 *
 * A table is an object literal whose keys are exactly the site's languages. The files whose tables the browser
 * reads across languages (the language switch's names, Ask's vocabulary of each language) are left out by the
 * rule's `exclude` in index.ts.
 *
 * Written as JavaScript with JSDoc types (checked by tsc) because the bundler loads a loader with Node's own
 * `import`, which does not read TypeScript.
 */
import ts from 'typescript';

const DROPPED = 'undefined as never';

/** @typedef {{start: number; end: number; text?: string}} Span A span of the source and what replaces it (`undefined`). */

/**
 * The source with every language table's other languages' values replaced by `undefined`, and the module's own
 * constants that only those values used (`const pagesEs = {…}` behind `{en: pagesEn, es: pagesEs}`), so that the
 * other language's copy is neither shipped nor built. An entry the module still reads by name outside what goes
 * (`FORMS_COPY.en.fieldLabels`, an English alias for the tests) stays, or the module would fail as it loads.
 * @param {string} source TypeScript source of a data module.
 * @param {string} keep the build's language.
 * @param {readonly string[]} languages every language of the site.
 * @returns {string}
 */
export function keepOneLanguage(source, keep, languages) {
  if (!languages.some((language) => language !== keep && new RegExp(`\\b${language}\\b`).test(source))) return source;
  const file = ts.createSourceFile('data.ts', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const {entries, reads, constants, uses} = survey(file, keep, languages);
  /** @type {Set<(typeof entries)[number]>} */
  const kept = new Set();
  let dead = /** @type {Span[]} */ ([]);
  // Rounds: a constant whose every use is in dead code is dead too; an entry read from live code comes back,
  // and what it uses is live again. A handful of rounds at most.
  for (let changed = true; changed;) {
    dead = entries.filter((entry) => !kept.has(entry));
    for (let grew = true; grew;) {
      grew = false;
      for (const constant of constants) {
        if (dead.includes(constant.span)) continue;
        const at = uses.get(constant.name) ?? [];
        if (at.length > 0 && at.every((position) => inside(position, dead))) {
          dead.push(constant.span);
          grew = true;
        }
      }
    }
    changed = false;
    for (const {name, at} of reads) {
      const entry = entries.find((candidate) => candidate.read === name && !kept.has(candidate));
      if (entry && !inside(at, dead)) {
        kept.add(entry);
        changed = true;
      }
    }
  }
  return replace(source, dead);
}

/**
 * What the module holds: each table's other-language entries (and the `name.language` that reads each), the reads
 * of a table's entry by name, the module's own constants (not exported) and where each name is used.
 * @param {import('typescript').SourceFile} file
 * @param {string} keep
 * @param {readonly string[]} languages
 */
function survey(file, keep, languages) {
  /** @type {(Span & {read: string | undefined})[]} */
  const entries = [];
  /** @type {{name: string; at: number}[]} */
  const reads = [];
  /** @type {{name: string; span: Span}[]} */
  const constants = [];
  /** @type {Map<string, number[]>} */
  const uses = new Map();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const {name, initializer} of statement.declarationList.declarations)
      if (ts.isIdentifier(name) && initializer) constants.push({name: name.text, span: spanOf(initializer, file)});
  }
  /** @param {import('typescript').Node} node */
  const visit = (node) => {
    if (ts.isObjectLiteralExpression(node) && isLanguageTable(node, languages)) {
      const {parent} = node;
      const table = ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name) ? parent.name.text : undefined;
      for (const property of node.properties) {
        const key = keyOf(property);
        if (key === keep) continue;
        const read = table ? `${table}.${key}` : undefined;
        // `{en, es}` names the values: the whole shorthand goes, written out.
        if (ts.isShorthandPropertyAssignment(property))
          entries.push({...spanOf(property, file), text: `${key}: ${DROPPED}`, read});
        else if (ts.isPropertyAssignment(property)) entries.push({...spanOf(property.initializer, file), read});
      }
    }
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && languages.includes(node.name.text))
      reads.push({name: `${node.expression.text}.${node.name.text}`, at: node.getStart(file)});
    if (ts.isIdentifier(node) && !isNameOnly(node))
      uses.set(node.text, [...(uses.get(node.text) ?? []), node.getStart(file)]);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return {entries, reads, constants, uses};
}

/**
 * @param {import('typescript').Node} node
 * @param {import('typescript').SourceFile} file
 * @returns {Span}
 */
function spanOf(node, file) {
  return {start: node.getStart(file), end: node.getEnd()};
}

/**
 * @param {number} position
 * @param {readonly Span[]} spans
 */
function inside(position, spans) {
  return spans.some(({start, end}) => start <= position && position < end);
}

/**
 * The spans replaced by `undefined`: one nested in another goes with it; the rest from the end, so earlier
 * offsets stay true.
 * @param {string} source
 * @param {readonly Span[]} spans
 */
function replace(source, spans) {
  const outermost = spans.filter(
    (span) => !spans.some((other) => other !== span && other.start <= span.start && span.end <= other.end),
  );
  let result = source;
  for (const {start, end, text = DROPPED} of [...outermost].sort((a, b) => b.start - a.start))
    result = `${result.slice(0, start)}${text}${result.slice(end)}`;
  return result;
}

/**
 * A name that is not a use of a variable: a declaration's own name, a property's or a parameter's.
 * @param {import('typescript').Identifier} node
 */
function isNameOnly(node) {
  const {parent} = node;
  return (
    ((ts.isVariableDeclaration(parent) ||
      ts.isPropertyAssignment(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isFunctionDeclaration(parent) ||
      ts.isParameter(parent)) &&
      parent.name === node) ||
    (ts.isPropertyAccessExpression(parent) && parent.name === node)
  );
}

/**
 * @param {import('typescript').ObjectLiteralExpression} node
 * @param {readonly string[]} languages
 */
function isLanguageTable(node, languages) {
  if (node.properties.length !== languages.length) return false;
  const keys = node.properties.map(keyOf);
  return languages.every((language) => keys.includes(language));
}

/**
 * A property's key, for a plain (`es: …`, `'es': …`) or shorthand (`es`) property; none for a spread or a method.
 * @param {import('typescript').ObjectLiteralElementLike} property
 */
function keyOf(property) {
  if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property)) return undefined;
  const {name} = property;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/**
 * @this {{getOptions(): {keep: string; languages: string[]; version: string}}}
 * @param {string} source
 */
export default function oneLanguageLoader(source) {
  const {keep, languages} = this.getOptions();
  return keepOneLanguage(source, keep, languages);
}
