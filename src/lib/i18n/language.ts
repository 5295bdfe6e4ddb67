/**
 * Which language a text is written in, by counting each language's function words (articles, prepositions,
 * pronouns, auxiliaries): they make up a large share of any sentence, and the two languages share almost none
 * of them, so a handful tells them apart. Names, menu labels and product words carry no function words and
 * count for neither. Used by `npm run check` on translated pages and by the tests on the built pages.
 */
import type {Locale} from '../../data/constants';

const FUNCTION_WORDS: Record<Locale, ReadonlySet<string>> = {
  en: new Set(
    'the and of to is are was were be been you your yours with for that this these those it its on in from or as at by not an if which when what how do does did can will would should could has have had they their them we our us there here than then into about after before only also just our'.split(
      ' ',
    ),
  ),
  es: new Set(
    'el la los las del que y en un una unos unas para con por es son era fue ser se tu tus su sus al lo como mas pero este esta estos estas ese esa eso si o puede pueden cuando que cual donde tambien ya hay muy sin sobre entre desde hasta le les nos ni te ti mi mis usted hace tiene tienen esta estan'.split(
      ' ',
    ),
  ),
};

/** How many of each language's function words a text has (accents and case ignored). */
export function functionWordCounts(text: string): Record<Locale, number> {
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const count = (locale: Locale) => words.filter((word) => FUNCTION_WORDS[locale].has(word)).length;
  return {en: count('en'), es: count('es')};
}

/**
 * The language a text reads as: the one with more function words, when it has at least `minimum` of them;
 * undefined for a text too short to tell (a label, a name, a figure).
 */
export function readsAs(text: string, minimum = 3): Locale | undefined {
  const counts = functionWordCounts(text);
  if (Math.max(counts.en, counts.es) < minimum) return undefined;
  if (counts.en === counts.es) return undefined;
  return counts.en > counts.es ? 'en' : 'es';
}
