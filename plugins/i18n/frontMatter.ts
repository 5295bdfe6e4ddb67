import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {BLOB_ID, TRANSLATED_FROM, gitBlobId, translationOf} from './translations';

/** Set on a translated page whose English page changed since it was translated: the page shows a notice. */
const TRANSLATION_OUTDATED = 'translation_outdated';

/**
 * The site's front matter parser around `parse`: a translated Help Center page's `translated_from` is checked and
 * replaced by whether the English page changed since (`translation_outdated`), so the page can say so; its
 * `asked_as`, like the English pages', is for the Ask index only and stays out of the page's bundle. A missing or
 * malformed `translated_from`, or an English page that is gone, fails the build with the file named.
 */
export function withTranslationStatus(parse: ParseFrontMatter, siteDir: string): ParseFrontMatter {
  return async (params) => {
    const result = await parse(params);
    const translation = translationOf(path.relative(siteDir, params.filePath));
    if (!translation) return result;
    const {[TRANSLATED_FROM]: from, asked_as: _askedAs, ...frontMatter} = result.frontMatter;
    if (typeof from !== 'string' || !BLOB_ID.test(from))
      throw new Error(
        `${translation.file}: "${TRANSLATED_FROM}" must be the Git blob id of the English page it translates (npm run translate -- ${translation.source} starts a translation with it)`,
      );
    let english: Buffer;
    try {
      english = await readFile(path.join(siteDir, translation.source));
    } catch {
      throw new Error(
        `${translation.file}: its English page ${translation.source} is gone or moved; move or delete the translation with it`,
      );
    }
    return {
      ...result,
      frontMatter: gitBlobId(english) === from ? frontMatter : {...frontMatter, [TRANSLATION_OUTDATED]: true},
    };
  };
}
