/**
 * The Ask engine's answerability model (src/lib/ask/engine.ts, answerFeatures): a logistic regression over
 * standardized features, written by `npm run ask:fit` (scripts/fit-ask-answerability.mts) from the training sets
 * questions.json, fresh-questions.json, fresh-questions-2.json, fresh-questions-3.json, fresh-questions-4.json (169 answerable + 67 out of scope). The threshold
 * is the lowest at which those sets' out-of-scope questions are refused at the issue's 90%.
 * Do not edit by hand: refit after a change to the features.
 */
export const ASK_ANSWERABILITY = {
  /** Feature order: coverage, shown coverage, headings' coverage, log BM25, unknown share, terms, second/first score. */
  mean: [0.774007, 0.74449, 0.493182, 4.476607, 0.121516, 3.610169, 0.709615],
  scale: [0.27973, 0.283264, 0.365963, 1.088781, 0.235815, 1.097253, 0.224644],
  weights: [0.793493, 0.831676, 1.280011, 1.301735, -0.27173, 0.617985, 0.116746],
  bias: 2.482816,
  threshold: 0.55,
} as const;
