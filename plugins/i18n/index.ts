import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
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
  };
}
