import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import {LOCALES} from '../../src/data/constants/locales';
import type {I18nData} from '../../src/lib/i18n/types';
import {untranslatedDocPaths} from './translations';

export const PLUGIN_NAME = 'i18n';

/** This plugin's data, for another plugin's allContentLoaded. */
export function i18nData(allContent: AllContent): I18nData {
  const data = allContent[PLUGIN_NAME]?.default;
  if (!data) throw new Error('plugins/i18n is not in the site config');
  return data as I18nData;
}

/**
 * What each language's pages need to know of the others, as global data: the Help Center pages each
 * translated language lacks (normally none), so a link, the language switch and the alternate links of a page
 * go to a page that exists.
 */
export default function i18nPlugin(context: LoadContext): Plugin<I18nData> {
  return {
    name: PLUGIN_NAME,
    async loadContent(): Promise<I18nData> {
      return {untranslated: untranslatedDocPaths(context.siteDir)};
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
    configureWebpack() {
      return {module: {rules: [oneLanguageRule(context.siteDir, context.i18n.currentLocale)]}};
    },
  };
}

/**
 * Each build's copy in its own language only (oneLanguageLoader.mjs): the data and the rules that word it
 * (`src/data`, `src/lib`). Left whole: the tables the browser reads across languages, the language switch's
 * names (constants/), Ask's vocabularies and language modules, and the forms' rules (which build the default
 * language's schemas as they load, for the server and the tests).
 */
export function oneLanguageRule(siteDir: string, locale: string) {
  const src = path.join(siteDir, 'src');
  const roots = [path.join(src, 'data'), path.join(src, 'lib')];
  const loader = fileURLToPath(new URL('./oneLanguageLoader.mjs', import.meta.url));
  // The bundler's persistent cache keys a module's result by its loaders' options, not their code: the code's
  // hash in the options makes a changed loader rebuild the modules it touched.
  const version = createHash('sha256').update(readFileSync(loader)).digest('hex').slice(0, 16);
  return {
    test: (file: string) =>
      roots.some((root) => file.startsWith(root + path.sep)) && file.endsWith('.ts') && !file.endsWith('.test.ts'),
    exclude: [
      path.join(src, 'data', 'constants'),
      path.join(src, 'data', 'askVocabulary.ts'),
      path.join(src, 'lib', 'ask'),
      path.join(src, 'lib', 'forms'),
    ],
    enforce: 'pre' as const,
    use: [
      {
        loader,
        options: {keep: locale, languages: [...LOCALES], version},
      },
    ],
  };
}
