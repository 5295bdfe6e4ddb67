import {parse as parseYaml} from 'yaml';
import type {Root} from 'mdast';
import {unified, type Processor} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import {DEFAULT_LOCALE, type Locale} from '../../../src/data/constants/locales';
import {translationOf} from '../../../plugins/i18n/translations';
import type {Kind} from './types';

/** One MDX file as the rules read it: its text, front matter and syntax tree, all with positions. */
export type ParsedDoc = {
  /** Path relative to the site's root, with forward slashes. */
  file: string;
  kind: Kind;
  /** The language it is written in: a translated Help Center page's, else English. */
  locale: Locale;
  text: string;
  /** The parsed front matter ({} when there is none or it is not YAML). */
  frontMatter: Record<string, unknown>;
  /** Offset just past the closing `---` of the front matter (0 when there is none). */
  bodyStart: number;
  /** The MDX tree, or null when the file does not parse (the syntax error is in `syntaxError`). */
  tree: Root | null;
  syntaxError: {line: number; column: number; message: string} | null;
  /** 1-based line of a front-matter key (of its first segment for a nested path), or 1. */
  fieldLine(path: readonly PropertyKey[]): number;
  /** 1-based line and column of an offset. */
  position(offset: number): {line: number; column: number};
};

const KINDS: readonly Kind[] = ['blog', 'newsletters', 'case-studies', 'changelog', 'docs'];

/** The content folder a site-relative path belongs to (a translated Help Center page is `docs`), or null. */
export function kindOf(file: string): Kind | null {
  if (translationOf(file)) return 'docs';
  const top = file.split('/')[0] as Kind;
  return KINDS.includes(top) ? top : null;
}

/** The language of a content file: a translation's, under i18n/<locale>/, else the default language. */
function localeOfFile(file: string): Locale {
  return translationOf(file)?.locale ?? DEFAULT_LOCALE;
}

let processor: Processor<Root> | undefined;
/** Parsed as Docusaurus parses MDX: MDX, GFM tables and lists, `:::` admonitions, YAML front matter. */
function mdxProcessor(): Processor<Root> {
  processor ??= unified()
    .use(remarkParse)
    .use(remarkFrontmatter)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkDirective) as unknown as Processor<Root>;
  return processor;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

export function parseDoc(file: string, text: string): ParsedDoc {
  const kind = kindOf(file);
  if (!kind) throw new Error(`${file} is not in a content folder (${KINDS.join(', ')})`);
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const position = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return {line: low + 1, column: offset - lineStarts[low]! + 1};
  };

  const match = FRONT_MATTER.exec(text);
  let frontMatter: Record<string, unknown> = {};
  let syntaxError: ParsedDoc['syntaxError'] = null;
  if (match) {
    try {
      const loaded: unknown = parseYaml(match[1]!);
      if (loaded && typeof loaded === 'object' && !Array.isArray(loaded))
        frontMatter = loaded as Record<string, unknown>;
    } catch (error) {
      const at = (error as {linePos?: [{line: number; col: number}]}).linePos?.[0];
      syntaxError = {
        line: (at?.line ?? 0) + 1,
        column: at?.col ?? 1,
        message: `front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}`,
      };
    }
  }
  const fmLines = match ? match[1]!.split('\n') : [];
  const fieldLine = (path: readonly PropertyKey[]) => {
    const key = String(path[0] ?? '');
    const index = fmLines.findIndex((line) => line.startsWith(`${key}:`));
    return index === -1 ? 1 : index + 2;
  };

  let tree: Root | null = null;
  if (!syntaxError) {
    try {
      tree = mdxProcessor().parse(text);
    } catch (error) {
      const place = error as {line?: number; column?: number; reason?: string; message: string};
      syntaxError = {
        line: place.line ?? 1,
        column: place.column ?? 1,
        message: `MDX does not parse: ${place.reason ?? place.message}`,
      };
    }
  }
  return {
    file,
    kind,
    locale: localeOfFile(file),
    text,
    frontMatter,
    bodyStart: match ? match[0].length : 0,
    tree,
    syntaxError,
    fieldLine,
    position,
  };
}
