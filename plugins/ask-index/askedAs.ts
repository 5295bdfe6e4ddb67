/**
 * A Help Center page's `asked_as` front matter (the questions staff ask that each section answers) is for the Ask
 * index only: searched, never shown. Docusaurus ships every front matter field to the browser twice (the doc's
 * metadata and its MDX module's `frontMatter` export): `asked_as` added 0.3 to 0.6 KB gzip to each guide's JavaScript
 * before interaction (Connect Dutchie 615 B, Install the widget 294 B). So the site's front matter parser leaves it
 * out, and the Ask index reads it from the source.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {askedAsSchema} from '../docs-front-matter/docFrontMatter';
import type {AskedAs} from './buildAskIndex';

const FIELD = 'asked_as';

/** The site's front matter parser (`markdown.parseFrontMatter`): Docusaurus' own, without `asked_as` for a file under `docsDir`. */
export function parseFrontMatterWithoutAskedAs(docsDir: string): ParseFrontMatter {
  const root = `${path.resolve(docsDir)}${path.sep}`;
  return async ({defaultParseFrontMatter, ...params}) => {
    const result = await defaultParseFrontMatter(params);
    if (!path.resolve(params.filePath).startsWith(root) || !(FIELD in result.frontMatter)) return result;
    const {[FIELD]: _askedAs, ...frontMatter} = result.frontMatter;
    return {...result, frontMatter};
  };
}

/** A doc file's `asked_as`, checked (the docs-front-matter schema): the build fails on a malformed one, naming the file. */
export async function readAskedAs(file: string): Promise<AskedAs | undefined> {
  const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath: file, fileContent: await readFile(file, 'utf8')});
  const parsed = askedAsSchema.optional().safeParse(frontMatter[FIELD]);
  if (!parsed.success)
    throw new Error(
      `[ask-index] ${file}: asked_as ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  return parsed.data;
}
