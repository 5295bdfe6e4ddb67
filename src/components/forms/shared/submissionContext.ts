import {visitAttribution} from '@site/src/lib/attribution/atIdle';
import {formAttribution} from '@site/src/lib/attribution/payload';
import type {Attribution} from '@site/src/lib/attribution/fields';
import type {Locale} from '@site/src/data/constants/locales';

/**
 * What every lead form sends besides its fields, read as it is sent: the page's language, so the
 * server answers in it and the team knows it, and where the visit came from with the page the form
 * is on (src/lib/attribution).
 */
export function submissionContext(locale: Locale): {locale: Locale; attribution: Attribution} {
  return {locale, attribution: formAttribution(visitAttribution(), window.location.pathname)};
}
