import type {Locale} from '../../data/constants';

/** Global data of plugins/i18n. */
export type I18nData = {
  /** Per translated language, the Help Center paths (`/docs/…`) it has no translation of. */
  untranslated: Partial<Record<Locale, string[]>>;
};
