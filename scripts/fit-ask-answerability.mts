// npm run ask:fit [-- --locale es] — refits one language's Ask answerability model (src/data/askAnswerability.ts)
// on its training sets: in English tests/ask/questions.json and fresh sets 1 to 4 (development sets; sets 5 to 8
// are development sets never read here, 9 and 10 are held out); in Spanish the sets TRAINING_SETS.es names. Reads
// that language's built index (build/ask/index.json, build/es/ask/index.json; `npm run build` first), prints the
// model's figures on the training sets and writes the module, keeping the other languages' models. Run it after a
// change to the engine's features.
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {ASK_ANSWERABILITY} from '../src/data/askAnswerability';
import {DEFAULT_LOCALE, LOCALES, localeOr, type Localized} from '../src/data/constants/locales';
import {answerFeatures} from '../src/lib/ask/engine';
import {fitLogistic, probability, thresholdFor, type Example} from '../src/lib/ask/fitAnswerability';
import type {AskIndex} from '../src/lib/ask/types';
import {ASK_TARGETS} from '../tests/ask/score';

/** Each language's training sets, under tests/ask/. */
export const TRAINING_SETS: Localized<readonly string[]> = {
  en: [
    'questions.json',
    'fresh-questions.json',
    'fresh-questions-2.json',
    'fresh-questions-3.json',
    'fresh-questions-4.json',
  ],
  es: ['es/questions.json', 'es/development-1.json'],
};
/** Features of a question with no candidate at all: nothing covered, every word unknown. */
const NOTHING = [0, 0, 0, 0, 1, 0, 0];

const locale = localeOr(parseArgs({options: {locale: {type: 'string'}}}).values.locale);
const root = path.resolve(import.meta.dirname, '..');
const indexFile = path.join(root, 'build', locale === DEFAULT_LOCALE ? '' : locale, 'ask/index.json');
if (!existsSync(indexFile)) {
  console.error(`No ${path.relative(root, indexFile)}: run \`npm run build\` first.`);
  process.exit(1);
}
const index = JSON.parse(readFileSync(indexFile, 'utf8')) as AskIndex;
const examples: Example[] = TRAINING_SETS[locale].flatMap((file) => {
  const set = JSON.parse(readFileSync(path.join(root, 'tests/ask', file), 'utf8')) as {
    answerable: {q: string}[];
    unanswerable: {q: string}[];
  };
  return [
    ...set.answerable.map(({q}) => ({q, answerable: true})),
    ...set.unanswerable.map(({q}) => ({q, answerable: false})),
  ].map(({q, answerable}) => ({features: answerFeatures(index, q) ?? NOTHING, answerable}));
});
const fitted = fitLogistic(examples);
const threshold = thresholdFor(fitted, examples, ASK_TARGETS.refused);
const answered = (e: Example) => probability(fitted, e.features) >= threshold;
const share = (list: Example[], test: (e: Example) => boolean) =>
  `${Math.round((100 * list.filter(test).length) / list.length)}%`;
const outOfScope = examples.filter((e) => !e.answerable);
const answerable = examples.filter((e) => e.answerable);
console.log(
  `${answerable.length} answerable + ${outOfScope.length} out of scope; threshold ${threshold}: refused ${share(outOfScope, (e) => !answered(e))}, wrongly refused ${share(answerable, (e) => !answered(e))}`,
);

const round = (values: readonly number[]) => values.map((v) => Number(v.toFixed(6)));
const models = {...ASK_ANSWERABILITY, [locale]: {...fitted, threshold}};
const modelSource = (model: (typeof models)[typeof locale]) => `{
    /** Feature order: coverage, shown coverage, headings' coverage, log BM25, unknown share, terms, second/first score. */
    mean: [${round(model.mean).join(', ')}],
    scale: [${round(model.scale).join(', ')}],
    weights: [${round(model.weights).join(', ')}],
    bias: ${Number(model.bias.toFixed(6))},
    threshold: ${model.threshold},
  }`;
const file = path.join(root, 'src/data/askAnswerability.ts');
writeFileSync(
  file,
  `/**
 * The Ask engine's answerability model for each language's Help Center (src/lib/ask/answer.ts): a logistic
 * regression over standardized features (src/lib/ask/features.ts), written by \`npm run ask:fit -- --locale <locale>\`
 * (scripts/fit-ask-answerability.mts) from that language's training sets under tests/ask/:
${LOCALES.map((each) => ` *   ${each}: ${TRAINING_SETS[each].join(', ')}.`).join('\n')}
 * The threshold is the lowest at which those sets' out-of-scope questions are refused at ${ASK_TARGETS.refused * 100}%.
 * Do not edit by hand: refit after a change to the features.
 */
import type {Localized} from './constants';
import type {AnswerabilityModel} from '../lib/ask/fitAnswerability';

export const ASK_ANSWERABILITY: Localized<AnswerabilityModel> = {
${LOCALES.map((each) => `  ${each}: ${modelSource(models[each])},`).join('\n')}
};
`,
);
console.log(`wrote ${path.relative(root, file)} (${locale})`);
