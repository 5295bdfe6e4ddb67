// npm run ask:fit — refits the Ask engine's answerability model (src/data/askAnswerability.ts) on the
// training sets: tests/ask/questions.json and fresh sets 1 to 4 (development sets). Sets 5 to 9 are never
// read here (5 to 8 are development sets, 9 and 10 are held out). Reads the built index (build/ask/index.json; `npm run build` first), prints the model's
// figures on the training sets and writes the module. Run it after a change to the engine's features.
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {answerFeatures} from '../src/lib/ask/engine';
import {fitLogistic, probability, thresholdFor, type Example} from '../src/lib/ask/fitAnswerability';
import type {AskIndex} from '../src/lib/ask/types';
import {ASK_TARGETS} from '../tests/ask/score';

export const TRAINING_SETS = [
  'questions.json',
  'fresh-questions.json',
  'fresh-questions-2.json',
  'fresh-questions-3.json',
  'fresh-questions-4.json',
];
/** Features of a question with no candidate at all: nothing covered, every word unknown. */
const NOTHING = [0, 0, 0, 0, 1, 0, 0];

const root = path.resolve(import.meta.dirname, '..');
const indexFile = path.join(root, 'build/ask/index.json');
if (!existsSync(indexFile)) {
  console.error('No build/ask/index.json: run `npm run build` first.');
  process.exit(1);
}
const index = JSON.parse(readFileSync(indexFile, 'utf8')) as AskIndex;
const examples: Example[] = TRAINING_SETS.flatMap((file) => {
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

const round = (values: number[]) => values.map((v) => Number(v.toFixed(6)));
const file = path.join(root, 'src/data/askAnswerability.ts');
writeFileSync(
  file,
  `/**
 * The Ask engine's answerability model (src/lib/ask/engine.ts, answerFeatures): a logistic regression over
 * standardized features, written by \`npm run ask:fit\` (scripts/fit-ask-answerability.mts) from the training sets
 * ${TRAINING_SETS.join(', ')} (${answerable.length} answerable + ${outOfScope.length} out of scope). The threshold
 * is the lowest at which those sets' out-of-scope questions are refused at the issue's ${ASK_TARGETS.refused * 100}%.
 * Do not edit by hand: refit after a change to the features.
 */
export const ASK_ANSWERABILITY = {
  /** Feature order: coverage, shown coverage, headings' coverage, log BM25, unknown share, terms, second/first score. */
  mean: [${round(fitted.mean).join(', ')}],
  scale: [${round(fitted.scale).join(', ')}],
  weights: [${round(fitted.weights).join(', ')}],
  bias: ${Number(fitted.bias.toFixed(6))},
  threshold: ${threshold},
} as const;
`,
);
console.log(`wrote ${path.relative(root, file)}`);
