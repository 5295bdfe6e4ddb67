/**
 * The Ask engine's rules for the Spanish Help Center: the same reading as English (text.ts's `words`: lower case,
 * accents dropped, so "como" finds "cómo" and "sincronizacion" finds "sincronización"; `¿` and `¡` are not letters,
 * so they split like any punctuation), with Spanish stop words and question filler, the Snowball Spanish stemmer
 * (@orama/stemmers) so that "conectar", "conecto" and "conectado" meet, chat spellings staff type ("q", "xq",
 * "tmb") and the Spanish store vocabulary. Staff who read Spanish first still type English words from the dashboard
 * and the counter ("checkout", "POS", "sync"): the Spanish pages keep the dashboard's English labels, so those
 * words are found as typed; a few English function words are stop words here too.
 */
import {stemmer as snowballSpanish} from '@orama/stemmers/spanish';
import {ASK_CHAT_SPELLINGS, ASK_VOCABULARY} from '../../data/askVocabulary';
import {normalize, prepareVocabulary, words, type AskLanguage} from './text';

/** Words that say nothing about what is asked, accents removed (the engine compares normalized words). */
const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a al algo algun alguna algunas alguno algunos ante antes aqui asi aun cada como con contra cual cuales cualquier ' +
    'cuando cuanto cuanta cuantos cuantas de del desde donde dos el ella ellas ello ellos en entre era eran es esa esas ' +
    'ese eso esos esta estaba estan estar estas este esto estos estoy esten fue fueron ha haber habia han has hasta hay ' +
    'he la las le les lo los me mi mis mio mia nos nosotros nuestra nuestro nuestras nuestros o os otra otro otras ' +
    'otros para pero por porque pues que quien quienes se sea ser si sin sobre solo son su sus tambien tan tanto te ti ' +
    'tu tus un una unas uno unos usted ustedes vez y ya yo ' +
    'no si ok okay oki hola gracias porfa porfavor favor ayuda ayudar ayudame ayudenme alguien saber sabe saben se ' +
    'puedo puede pueden podemos podria podrian debo debe deben debemos tengo tiene tienen tenemos tener quiero quiere ' +
    'queremos quisiera necesito necesita necesitamos necesitan hay que cosa cosas manera forma modo tipo ahi alla aca ' +
    'entonces bueno mucho muchos mucha muchas muy mas menos todo todos toda todas nada nadie algo siempre ahora ' +
    'aqui luego despues tal bien mal mejor pasa pasar paso explicar explica significa dice dicen decir ' +
    // Mexican and US Spanish "need" (ocupo = necesito), "just" (nomás), "inside".
    'ocupo ocupa ocupas ocupan ocupamos ocupar nomas namas adentro dentro rapido rapidito ' +
    'the a an and or of to in on is are do does how what why i we you my our it'
  ).split(/\s+/),
);

const stem = (word: string): string => (word.length <= 3 || /\d/.test(word) ? word : snowballSpanish(word));

/** The terms a text is indexed or searched by: words that carry meaning, stemmed. */
const terms = (text: string): string[] =>
  words(text)
    .filter((word) => !STOP_WORDS.has(word))
    .map(stem);

const CHAT_SPELLINGS: ReadonlyMap<string, string> = new Map(Object.entries(ASK_CHAT_SPELLINGS.es));

/** A question's words with chat spellings read as the words they stand for ("xq" → "porque", "tmb" → "también"). */
function questionWords(text: string): string[] {
  return words(normalize(text)).flatMap((word) => {
    const meant = CHAT_SPELLINGS.get(word);
    return meant === undefined ? [word] : words(meant);
  });
}

/** General verbs that say little about the topic ("hacer que termine una promoción", "poner el código"). */
const LIGHT_VERBS: ReadonlySet<string> = new Set(
  'hacer hago hace pongo poner pone usar uso usa dar doy da tomar tomo ver veo mirar buscar probar traer llevar meter sacar'
    .split(' ')
    .map(stem),
);

/** Words of a question that reports a problem ("no aparece", "sigue saliendo", "da error"). */
const PROBLEM_WORDS: ReadonlySet<string> = new Set(
  'no nunca ni pero todavia aun sigue siguen sigo error errores falla fallo fallan roto rota atorado atascado mal incorrecto equivocado desaparecio dejo porque'.split(
    ' ',
  ),
);

/** The Spanish Help Center's language. */
export const SPANISH: AskLanguage = {
  words,
  questionWords,
  stem,
  terms,
  stopWords: STOP_WORDS,
  lightVerbs: LIGHT_VERBS,
  problemWords: PROBLEM_WORDS,
  vocabulary: prepareVocabulary(ASK_VOCABULARY.es, {words, stem, terms}),
  vocabularyByStem: true,
  unclipped: () => undefined,
};
