import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';

/**
 * Comments explain themselves from inside the repository (CONTRIBUTING.md, "Comments"): a newcomer
 * who clones it has every document a comment points to. This fails on a comment (in a .ts, .tsx,
 * .mts, .mjs or .css file), or a test's name, that cites a document we do not ship: an issue by
 * number, a numbered section of a specification, or a decisions file other than
 * docs-engineering/decisions.md (whose `#anchor`, when given, must be one of its headings). It also
 * fails on a comment that names a file the repository does not have, such as a module that was
 * renamed: a path with a slash (`src/lib/x.ts`, `docs-engineering/foo.md`, `./sibling.ts`), or a
 * bare Markdown file name (see pathFindings for how each is looked for).
 */

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const DECISIONS = 'docs-engineering/decisions.md';

/** Folders never scanned and never a file's home: dependencies, build output, caches, local data. */
const SKIPPED_DIRS = new Set([
  'node_modules',
  'build',
  '.git',
  '.docusaurus',
  '.data',
  'tmp',
  'test-results',
  'playwright-report',
  '.bundle',
  '.cache-loader',
]);
/** A path that starts with one of these names generated output, not a file of the repository. */
const GENERATED = /^(?:build|\.docusaurus|\.data|tmp|test-results|playwright-report)\//;
const SCANNED = /\.(?:tsx?|mts|mjs|css)$/;

type Finding = {file: string; line: number; message: string};
type Comment = {text: string; line: number};

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.docusaurus')) walk(path.join(dir, entry.name), out);
    } else out.push(path.join(dir, entry.name));
  }
  return out;
}

/** The 1-based line of each offset of a text, by binary search over its line starts. */
function lineIndex(text: string): (index: number) => number {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (index) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= index) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

/**
 * The comments of a script, from the parsed file, so that `//` in a string, a template, a regular
 * expression or JSX text is never taken for one. Test names (`describe`, `it`, `test` titles) are
 * returned beside them: they are checked for citations too.
 */
function scriptComments(fileName: string, text: string): {comments: Comment[]; testNames: Comment[]} {
  const kind = fileName.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : fileName.endsWith('.mjs')
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const lineAt = lineIndex(text);
  // Ranges where comment markers are text: string, template and regular-expression literals, JSX text.
  const opaque: [number, number][] = [];
  const testNames: Comment[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isRegularExpressionLiteral(node) ||
      ts.isJsxText(node)
    )
      opaque.push([node.getStart(source), node.end]);
    if (ts.isCallExpression(node) && isTestCall(node.expression)) {
      const title = node.arguments[0];
      if (title && (ts.isStringLiteral(title) || ts.isNoSubstitutionTemplateLiteral(title)))
        testNames.push({text: title.text, line: lineAt(title.getStart(source))});
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  opaque.sort((a, b) => a[0] - b[0]);

  const comments: Comment[] = [];
  let next = 0;
  for (let i = 0; i < text.length; i++) {
    while (next < opaque.length && opaque[next]![1] <= i) next++;
    const range = opaque[next];
    if (range && range[0] <= i) {
      i = range[1] - 1;
      continue;
    }
    if (text[i] !== '/') continue;
    if (text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      comments.push({text: text.slice(i + 2, stop), line: lineAt(i)});
      i = stop;
    } else if (text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end;
      comments.push({text: text.slice(i + 2, stop), line: lineAt(i)});
      i = stop + 1;
    }
  }
  return {comments, testNames};
}

/** `it`, `test`, `describe` and their modifiers (`test.describe`, `it.each(…)` is not a title). */
function isTestCall(callee: ts.Expression): boolean {
  const names = new Set(['it', 'test', 'describe']);
  if (ts.isIdentifier(callee)) return names.has(callee.text);
  if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression))
    return (
      names.has(callee.expression.text) &&
      ['describe', 'serial', 'parallel', 'only', 'skip', 'fixme'].includes(callee.name.text)
    );
  return false;
}

function cssComments(text: string): Comment[] {
  const lineAt = lineIndex(text);
  return [...text.matchAll(/\/\*([\s\S]*?)\*\//g)].map((match) => ({text: match[1]!, line: lineAt(match.index)}));
}

/** What counts as citing a document we do not ship. */
const CITATIONS: readonly [RegExp, string][] = [
  [/\bissues?\s+#?\d+/i, 'cites an issue by number'],
  [/\bspec(?:ification)?(?:'s)?\s*(?:§\s*|section\s+)?\d+/i, 'cites a numbered section of a specification'],
  [/\bspec(?:ification)?\s*§/i, 'cites a section of a specification'],
  [/\bspec\s+["“]/i, 'cites a section of a specification'],
  [/\bthe spec(?:'s)?\b(?!\s+files?\b)/i, 'cites the specification, which is not in the repository'],
];

/** The `#anchor`s of docs-engineering/decisions.md, as GitHub makes them from its headings. */
function decisionAnchors(root: string): Set<string> {
  const file = path.join(root, DECISIONS);
  if (!existsSync(file)) return new Set();
  const headings = readFileSync(file, 'utf8').match(/^#{1,6} .+$/gm) ?? [];
  return new Set(
    headings.map((heading) =>
      heading
        .replace(/^#+ /, '')
        .trim()
        .toLowerCase()
        .replace(/[^a-z0-9 -]/g, '')
        .replace(/ /g, '-'),
    ),
  );
}

function citationFindings(comment: string, anchors: Set<string>): string[] {
  const found = CITATIONS.filter(([pattern]) => pattern.test(comment)).map(
    ([pattern, why]) => `${why}: "${comment.match(pattern)![0]}"`,
  );
  for (const match of comment.matchAll(/([\w./-]*)decisions\.md(#[\w-]+)?/g)) {
    const [whole, prefix, anchor] = match;
    if (!/(?:^|\/)docs-engineering\/$/.test(prefix!)) found.push(`cites "${whole}": the decisions are in ${DECISIONS}`);
    else if (anchor && !anchors.has(anchor.slice(1)))
      found.push(`points to ${whole}, which is no heading of ${DECISIONS}`);
  }
  return found;
}

/** A file name with an extension we keep, alone or at the end of a path; not inside a URL. */
const PATH_TOKEN =
  /(?<![\w@/.:-])((?:\.{1,2}\/|@site\/)?(?:[\w@.-]+\/)*[\w.-]*\w\.(?:tsx?|mts|mjs|cjs|jsx?|css|mdx?|json|ya?ml|sh|txt))(?![\w/*{<…-])/g;
/** Example names in usage notes (`blog/x.mdx`, `src/lib/x.ts`): no file is meant. */
const PLACEHOLDER = /(?:^|[-/])(?:x|y|foo|bar|my-post|sibling)\.\w+$/;

type Tree = {isFile: (relative: string) => boolean; isDir: (relative: string) => boolean; names: Set<string>};

/**
 * The files a comment names that the repository does not have. A path with a slash is looked for
 * from the commenting file's folder, each folder above it and the root (and in node_modules); it
 * is missing only when its first folder exists there, so a path inside a package (`core/lib/…`) is
 * not ours to check. `./` and `../` paths are relative to the file (or, quoting another module's
 * code, name a file the repository has somewhere). A bare name is checked for Markdown only: a
 * document must be in the repository.
 */
function pathFindings(comment: string, fileDir: string, tree: Tree): string[] {
  const found: string[] = [];
  const bases: string[] = [];
  for (let dir = fileDir; ; dir = path.posix.dirname(dir)) {
    bases.push(dir === '.' ? '' : dir);
    if (dir === '.' || dir === '') break;
  }
  for (const match of comment.matchAll(PATH_TOKEN)) {
    const token = match[1]!.replace(/^@site\//, '');
    const before = comment.slice(Math.max(0, match.index - 12), match.index);
    if (/:\/\/\S*$/.test(before) || GENERATED.test(token) || PLACEHOLDER.test(token)) continue;
    if (/^[.-]\w/.test(token)) continue; // a suffix (`.fault.test.ts`) or the tail of a list (`-3.json`)
    const name = path.posix.basename(token);
    let missing: boolean;
    if (token.startsWith('./') || token.startsWith('../'))
      missing = !tree.isFile(path.posix.join(fileDir, token)) && !tree.names.has(name);
    else if (token.includes('/')) {
      const first = token.split('/')[0]!;
      missing =
        !bases.some((base) => tree.isFile(path.posix.join(base, token))) &&
        !['node_modules', 'node_modules/@docusaurus'].some((base) => tree.isFile(path.posix.join(base, token))) &&
        bases.some((base) => tree.isDir(path.posix.join(base, first)));
    } else missing = /\.mdx?$/.test(token) && !tree.names.has(name);
    if (missing) found.push(`names ${match[1]}, which is not in the repository`);
  }
  return found;
}

function treeOf(root: string, files: readonly string[]): Tree {
  const cache = new Map<string, 'file' | 'dir' | 'none'>();
  const kind = (relative: string) => {
    if (!cache.has(relative)) {
      const full = path.join(root, relative);
      cache.set(
        relative,
        relative.startsWith('..') || !existsSync(full) ? 'none' : statSync(full).isDirectory() ? 'dir' : 'file',
      );
    }
    return cache.get(relative)!;
  };
  return {
    isFile: (relative) => kind(path.posix.normalize(relative)) === 'file',
    isDir: (relative) => kind(path.posix.normalize(relative)) === 'dir',
    names: new Set(files.map((file) => path.basename(file))),
  };
}

/** Every finding of the files given (all of the repository's scanned files when none are). */
function findCitations(root: string, only?: readonly string[]): Finding[] {
  const all = walk(root);
  const tree = treeOf(root, all);
  const anchors = decisionAnchors(root);
  const findings: Finding[] = [];
  for (const file of only ?? all.filter((candidate) => SCANNED.test(candidate))) {
    const text = readFileSync(file, 'utf8');
    const relative = path.relative(root, file).split(path.sep).join('/');
    const dir = path.posix.dirname(relative);
    // Comments and test names are parts of the text: a file whose whole text (comment markers
    // blanked) has nothing to report needs no parsing. Most files are skipped this way.
    const blanked = text.replace(/\/[/*]/g, '  ');
    if (!citationFindings(blanked, anchors).length && !pathFindings(blanked, dir, tree).length) continue;
    const {comments, testNames} = file.endsWith('.css')
      ? {comments: cssComments(text), testNames: []}
      : scriptComments(file, text);
    for (const comment of comments)
      for (const message of [...citationFindings(comment.text, anchors), ...pathFindings(comment.text, dir, tree)])
        findings.push({file: relative, line: comment.line, message});
    for (const name of testNames)
      for (const message of citationFindings(name.text, anchors))
        findings.push({file: relative, line: name.line, message: `test name ${message}`});
  }
  return findings;
}

const report = (findings: readonly Finding[]) =>
  findings.map(({file, line, message}) => `${file}:${line}  ${message}`).join('\n');

/** A throwaway repository of the given files, for the checks to fail on. */
function fixture(files: Record<string, string>): {root: string; paths: string[]; remove: () => void} {
  const root = mkdtempSync(path.join(tmpdir(), 'comment-citations-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    writeFileSync(path.join(root, file), text);
  }
  const paths = Object.keys(files)
    .filter((file) => SCANNED.test(file))
    .map((file) => path.join(root, file));
  return {root, paths, remove: () => rmSync(root, {recursive: true, force: true})};
}

describe('the citation check', () => {
  const repo = fixture({
    'docs-engineering/decisions.md': '# Decisions\n\n### One lead per email\n',
    'src/lib/kept.ts': 'export const kept = 1;\n',
    'src/lib/a.ts': [
      '// One lead per e-mail (issue 30).',
      '/** Messages as spec 5 words them; see decisions.md. */',
      '// Why: docs-engineering/decisions.md#one-lead-per-email, and #no-such-entry: docs-engineering/decisions.md#gone',
      '// Rules in src/lib/kept.ts and src/lib/removed.ts; ./kept.ts is beside it, ./gone.ts is not.',
      "const text = 'issue 31, spec 2, src/lib/removed.ts'; // a string is no comment",
      "const url = 'https://example.com/a/b.ts'; // https://example.com/c/d.ts is a link",
      "it('rejects an empty phone (spec 5)', () => {});",
      "it('rejects an empty phone', () => {});",
      '',
    ].join('\n'),
    'src/components/b.tsx': 'export const B = () => <p>Visit //issue 7 and src/lib/removed.ts {/* issue 8 */}</p>;\n',
    'src/components/c.css': '/* Fixed heights (spec 9 "Demo"). */\n.a {\n  content: "issue 9";\n}\n',
  });
  const findings = findCitations(repo.root, repo.paths);
  const at = (file: string) => findings.filter((finding) => finding.file === file).map((f) => `${f.line} ${f.message}`);
  repo.remove();

  it('finds an issue number, a numbered section and a decisions file outside docs-engineering in comments', () => {
    expect(at('src/lib/a.ts')).toEqual(
      expect.arrayContaining([
        '1 cites an issue by number: "issue 30"',
        '2 cites a numbered section of a specification: "spec 5"',
        '2 cites "decisions.md": the decisions are in docs-engineering/decisions.md',
      ]),
    );
    expect(at('src/components/c.css')).toEqual(['1 cites a numbered section of a specification: "spec 9"']);
  });

  it('finds an anchor that is no heading of docs-engineering/decisions.md, and accepts one that is', () => {
    const lineThree = at('src/lib/a.ts').filter((finding) => finding.startsWith('3 '));
    expect(lineThree).toEqual([
      '3 points to docs-engineering/decisions.md#gone, which is no heading of docs-engineering/decisions.md',
    ]);
  });

  it('finds a file a comment names that is not there, from the root or beside the file', () => {
    const lineFour = at('src/lib/a.ts').filter((finding) => finding.startsWith('4 '));
    expect(lineFour).toEqual([
      '4 names src/lib/removed.ts, which is not in the repository',
      '4 names ./gone.ts, which is not in the repository',
    ]);
  });

  it('reads strings, links and JSX text as text, not comments, and checks test names', () => {
    expect(at('src/lib/a.ts').filter((finding) => /^[56] /.test(finding))).toEqual([]);
    expect(at('src/lib/a.ts').filter((finding) => /^[78] /.test(finding))).toEqual([
      '7 test name cites a numbered section of a specification: "spec 5"',
    ]);
    expect(at('src/components/b.tsx')).toEqual(['1 cites an issue by number: "issue 8"']);
  });
});

describe('comments cite only what the repository holds', () => {
  it('no comment or test name cites an outside document or names a missing file', () => {
    const findings = findCitations(ROOT);
    expect(report(findings), `${findings.length} findings`).toBe('');
  });
});
