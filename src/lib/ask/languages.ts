import type {Localized} from '../../data/constants';
import {SPANISH} from './spanish';
import {ENGLISH, type AskLanguage} from './text';

/** The rules the engine reads each language's Help Center by: an index is read by its own language's. */
export const ASK_LANGUAGES: Localized<AskLanguage> = {en: ENGLISH, es: SPANISH};
