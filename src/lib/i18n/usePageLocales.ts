import {usePluginData} from '@docusaurus/useGlobalData';
import {DEFAULT_LOCALE, type Locale} from '../../data/constants';
import {existsIn} from './routes';
import type {I18nData} from './types';

/** Whether this site has a page at `path` (a language's own path, without its prefix) in `locale`. */
export function useExistsIn(): (path: string, locale: Locale) => boolean {
  const {untranslated} = usePluginData('i18n') as I18nData;
  return (path, locale) => locale === DEFAULT_LOCALE || existsIn(path, locale, untranslated[locale] ?? []);
}
