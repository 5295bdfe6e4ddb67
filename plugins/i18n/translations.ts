/**
 * A translated Help Center page records which version of its English page it follows: `translated_from`, the
 * Git blob id of the English file as it was translated. A blob id is a hash of the content alone (Git's
 * `git hash-object`), so it is computed here without Git, and it survives squashed and rebased pull requests;
 * where Git has that blob, the English text as translated is at hand to show what changed since
 * (`git cat-file -p <id>`), the way the Kubernetes docs' lsync shows a translation's drift.
 */
import {createHash} from 'node:crypto';
import {globSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_LOCALE, LOCALES, type Locale} from '../../src/data/constants/locales';
import {untranslatedDocFiles} from '../../src/config/i18n';

/** Git's blob id of a file's content: `git hash-object <file>`. */
export function gitBlobId(content: string | Buffer): string {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

export const TRANSLATED_FROM = 'translated_from';
export const BLOB_ID = /^[0-9a-f]{40}$/;

/** Where a language's translated Help Center pages live, relative to the site: Docusaurus' own layout. */
export function translatedDocsRoot(locale: Locale): string {
  return path.join('i18n', locale, 'docusaurus-plugin-content-docs', 'current');
}

export type Translation = {locale: Locale; file: string; source: string};

/**
 * A translated page and its English source, from either file's path relative to the site
 * (`i18n/es/docusaurus-plugin-content-docs/current/<section>/<page>.mdx` ↔ `docs/<section>/<page>.mdx`).
 */
export function translationOf(file: string): Translation | undefined {
  const normal = file.split(path.sep).join('/');
  for (const locale of LOCALES.filter((candidate) => candidate !== DEFAULT_LOCALE)) {
    const root = `${translatedDocsRoot(locale).split(path.sep).join('/')}/`;
    if (normal.startsWith(root)) return {locale, file: normal, source: `docs/${normal.slice(root.length)}`};
  }
  return undefined;
}

/** The translation of an English Help Center file (`docs/…`) into `locale`. */
export function translationPath(source: string, locale: Locale): string {
  const normal = source.split(path.sep).join('/');
  if (!normal.startsWith('docs/')) throw new Error(`${source} is not a Help Center page (docs/…)`);
  return `${translatedDocsRoot(locale).split(path.sep).join('/')}/${normal.slice('docs/'.length)}`;
}

/** A Help Center file's address (`docs/integrations/dutchie.mdx` → `/docs/integrations/dutchie`; an index is its folder's). */
function docPathOf(fileUnderDocs: string): string {
  const id = fileUnderDocs
    .split(path.sep)
    .join('/')
    .replace(/\.mdx?$/, '');
  const route = id === 'index' ? '' : id.replace(/\/index$/, '');
  return route ? `/docs/${route}` : '/docs';
}

/** Per translated language, the Help Center paths it has no translation of (normally none). */
export function untranslatedDocPaths(siteDir: string): Partial<Record<Locale, string[]>> {
  const docFiles = globSync('**/*.mdx', {cwd: path.join(siteDir, 'docs')});
  return Object.fromEntries(
    LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => [
      locale,
      untranslatedDocFiles(locale, docFiles, siteDir).map(docPathOf),
    ]),
  );
}
