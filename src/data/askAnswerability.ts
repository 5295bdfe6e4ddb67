/**
 * The Ask engine's answerability model for each language's Help Center (src/lib/ask/answer.ts): a logistic
 * regression over standardized features (src/lib/ask/features.ts), written by `npm run ask:fit -- --locale <locale>`
 * (scripts/fit-ask-answerability.mts) from that language's training sets under tests/ask/:
 *   en: questions.json, fresh-questions.json, fresh-questions-2.json, fresh-questions-3.json, fresh-questions-4.json.
 *   es: es/questions.json, es/development-1.json.
 * The threshold is the lowest at which those sets' out-of-scope questions are refused at 90%.
 * Do not edit by hand: refit after a change to the features.
 */
import type {Localized} from './constants';
import type {AnswerabilityModel} from '../lib/ask/fitAnswerability';

export const ASK_ANSWERABILITY: Localized<AnswerabilityModel> = {
  en: {
    /** Feature order: coverage, shown coverage, headings' coverage, log BM25, unknown share, terms, second/first score. */
    mean: [0.800691, 0.731787, 0.500234, 5.14892, 0.100243, 3.610169, 0.654499],
    scale: [0.296287, 0.302158, 0.370446, 1.092854, 0.222593, 1.097253, 0.226571],
    weights: [1.112994, 0.491777, 1.138552, 1.499202, -0.252767, 0.415641, -0.231944],
    bias: 2.368842,
    threshold: 0.4,
  },
  es: {
    /** Feature order: coverage, shown coverage, headings' coverage, log BM25, unknown share, terms, second/first score. */
    mean: [0.684546, 0.559378, 0.264534, 5.257847, 0.116275, 5.008333, 0.681156],
    scale: [0.281259, 0.260722, 0.24393, 1.070429, 0.229647, 1.49162, 0.228096],
    weights: [1.482691, 0.440017, 0.283367, 1.575474, 0.112683, 0.752046, 0.09084],
    bias: 2.122264,
    threshold: 0.55,
  },
};
