import {cleanAttribution} from './clean';
import {ATTRIBUTION_FIELDS, type Attribution} from './fields';

/**
 * Most a submission's attribution may weigh in the request body, in UTF-8 bytes. The functions
 * refuse bodies over 16 KiB; with every value at its length limit the attribution alone could come
 * near that, so the longest values go first until it fits and a form always gets through.
 */
export const ATTRIBUTION_BUDGET_BYTES = 6 * 1024;

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/** The attribution a form sends: the visit's first touch and the page the form is on. */
export function formAttribution(visit: Attribution, formPage: string): Attribution {
  const attribution = cleanAttribution({...visit, form_page: formPage});
  while (bytes(attribution) > ATTRIBUTION_BUDGET_BYTES) {
    const longest = ATTRIBUTION_FIELDS.filter((field) => attribution[field] !== undefined).sort(
      (a, b) => attribution[b]!.length - attribution[a]!.length,
    )[0];
    if (longest === undefined) break;
    delete attribution[longest];
  }
  return attribution;
}
