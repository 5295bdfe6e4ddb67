import {existsSync, globSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_LOCALE, LOCALES, type Locale} from '../../../src/data/constants/locales';
import {gitBlobId, translationPath} from '../../../plugins/i18n/translations';

type TranslationStatus = 'up to date' | 'out of date' | 'missing';

export type PageStatus = {source: string; translation: string; locale: Locale; status: TranslationStatus};

/** `translated_from` of a translated page, read without parsing the rest. */
function translatedFrom(text: string): string | undefined {
  return /^translated_from:\s*['"]?([0-9a-f]{40})/m.exec(text)?.[1];
}

/** Every Help Center page in every translated language: translated and current, translated from an older English, or not yet. */
export function translationStatuses(root: string): PageStatus[] {
  const sources = globSync('docs/**/*.mdx', {cwd: root})
    .map((file) => file.split(path.sep).join('/'))
    .sort();
  return LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) =>
    sources.map((source): PageStatus => {
      const translation = translationPath(source, locale);
      const file = path.join(root, translation);
      if (!existsSync(file)) return {source, translation, locale, status: 'missing'};
      const current = gitBlobId(readFileSync(path.join(root, source)));
      const status = translatedFrom(readFileSync(file, 'utf8')) === current ? 'up to date' : 'out of date';
      return {source, translation, locale, status};
    }),
  );
}

/** The statuses as a table, one page a row, the counts last. */
export function formatStatuses(statuses: readonly PageStatus[]): string {
  const width = Math.max(...statuses.map(({source}) => source.length), 'page'.length);
  const rows = statuses.map(({source, locale, status}) => `${source.padEnd(width)}  ${locale}  ${status}`);
  const count = (status: TranslationStatus) => statuses.filter((page) => page.status === status).length;
  return [
    `${'page'.padEnd(width)}  ${'  '}  status`,
    ...rows,
    '',
    `${count('up to date')} up to date, ${count('out of date')} out of date, ${count('missing')} missing (of ${statuses.length})`,
  ].join('\n');
}
