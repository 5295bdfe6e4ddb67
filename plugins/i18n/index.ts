import {globSync} from 'node:fs';
import path from 'node:path';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import {DEFAULT_LOCALE, LOCALES} from '../../src/data/constants';
import {untranslatedDocFiles} from '../../src/config/i18n';
import type {I18nData} from '../../src/lib/i18n/types';
import {docPathOf} from './translations';

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
      const docFiles = globSync('**/*.mdx', {cwd: path.join(context.siteDir, 'docs')});
      return {
        untranslated: Object.fromEntries(
          LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => [
            locale,
            untranslatedDocFiles(locale, docFiles, context.siteDir).map(docPathOf),
          ]),
        ),
      };
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
  };
}
