/**
 * Fits the Ask engine's answerability model (src/data/askAnswerability.ts): a logistic regression over the
 * features of engine.ts's answerFeatures, on questions labelled answerable or out of scope. Pure and
 * deterministic (gradient descent from zero, fixed steps), so the same questions give the same model;
 * scripts/fit-ask-answerability.mts runs it on the training sets and writes the data module.
 */

export type Example = {features: readonly number[]; answerable: boolean};
export type AnswerabilityModel = {
  mean: readonly number[];
  scale: readonly number[];
  weights: readonly number[];
  bias: number;
  threshold: number;
};

/** Fitting: steps of gradient descent, its rate, and the L2 penalty that keeps the weights small. */
const FIT = {steps: 3000, rate: 0.1, l2: 0.01} as const;

/** The logistic regression's weights over standardized features (mean 0, scale 1 on the examples). */
export function fitLogistic(examples: readonly Example[]): {
  mean: number[];
  scale: number[];
  weights: number[];
  bias: number;
} {
  const dim = examples[0]!.features.length;
  const mean = Array.from(
    {length: dim},
    (_, j) => examples.reduce((sum, e) => sum + e.features[j]!, 0) / examples.length,
  );
  const scale = Array.from(
    {length: dim},
    (_, j) => Math.sqrt(examples.reduce((sum, e) => sum + (e.features[j]! - mean[j]!) ** 2, 0) / examples.length) || 1,
  );
  const rows = examples.map((e) => ({
    x: e.features.map((v, j) => (v - mean[j]!) / scale[j]!),
    y: e.answerable ? 1 : 0,
  }));
  const weights = new Array<number>(dim).fill(0);
  let bias = 0;
  for (let step = 0; step < FIT.steps; step++) {
    const gradient = new Array<number>(dim).fill(0);
    let gradientBias = 0;
    for (const {x, y} of rows) {
      const error = 1 / (1 + Math.exp(-x.reduce((sum, v, j) => sum + v * weights[j]!, bias))) - y;
      for (let j = 0; j < dim; j++) gradient[j]! += error * x[j]!;
      gradientBias += error;
    }
    for (let j = 0; j < dim; j++) weights[j]! -= FIT.rate * (gradient[j]! / rows.length + FIT.l2 * weights[j]!);
    bias -= (FIT.rate * gradientBias) / rows.length;
  }
  return {mean, scale, weights, bias};
}

/** The model's probability that a question with these features is answerable. */
export function probability(model: Omit<AnswerabilityModel, 'threshold'>, features: readonly number[]): number {
  const logit = features.reduce(
    (sum, value, i) => sum + model.weights[i]! * ((value - model.mean[i]!) / model.scale[i]!),
    model.bias,
  );
  return 1 / (1 + Math.exp(-logit));
}

/**
 * The lowest threshold (in steps of 0.05 from 0.3) at which the examples' out-of-scope questions are refused at
 * `refusedTarget`: as few answerable questions refused as the refusal target allows.
 */
export function thresholdFor(
  model: Omit<AnswerabilityModel, 'threshold'>,
  examples: readonly Example[],
  refusedTarget: number,
): number {
  const outOfScope = examples.filter((e) => !e.answerable).map((e) => probability(model, e.features));
  for (let threshold = 0.3; threshold < 0.95; threshold = Math.round((threshold + 0.05) * 100) / 100) {
    if (outOfScope.filter((p) => p < threshold).length / outOfScope.length >= refusedTarget) return threshold;
  }
  return 0.95;
}
