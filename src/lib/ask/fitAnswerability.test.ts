import {describe, expect, it} from 'vitest';
import {ASK_ANSWERABILITY} from '../../data/askAnswerability';
import {LOCALES} from '../../data/constants';
import {fitLogistic, probability, thresholdFor, type Example} from './fitAnswerability';

// Answerable questions cover much of themselves; out-of-scope ones little, with many unknown words.
const examples: Example[] = [
  ...[0.9, 0.8, 0.85, 0.7, 0.95, 0.6].map((coverage, i) => ({features: [coverage, 0.1 * (i % 3)], answerable: true})),
  ...[0.2, 0.3, 0.1, 0.4, 0.25].map((coverage, i) => ({features: [coverage, 0.5 + 0.1 * (i % 3)], answerable: false})),
  // Out of scope, yet looks answerable: a question whose every word the Help Center uses elsewhere.
  {features: [0.75, 0.1], answerable: false},
];

describe('the answerability model', () => {
  it('learns that coverage means answerable and unknown words mean out of scope', () => {
    const model = fitLogistic(examples);
    expect(model.weights[0]).toBeGreaterThan(0);
    expect(model.weights[1]).toBeLessThan(0);
    expect(probability(model, [0.9, 0])).toBeGreaterThan(0.8);
    expect(probability(model, [0.1, 0.7])).toBeLessThan(0.2);
  });

  it('is deterministic: the same examples give the same model', () => {
    expect(fitLogistic(examples)).toEqual(fitLogistic([...examples]));
  });

  it('picks the lowest threshold that refuses the out-of-scope share asked for', () => {
    const model = fitLogistic(examples);
    // Every out-of-scope question refused: the one that looks answerable needs a threshold above the lowest.
    const threshold = thresholdFor(model, examples, 1);
    const refused = (t: number) => examples.filter((e) => !e.answerable && probability(model, e.features) < t).length;
    expect(threshold).toBeGreaterThan(0.3);
    expect(refused(threshold)).toBe(6);
    expect(refused(Math.round((threshold - 0.05) * 100) / 100)).toBeLessThan(6);
  });

  it('ships a fitted model per language over the seven features of answerFeatures, with a threshold in range', () => {
    for (const locale of LOCALES) {
      const model = ASK_ANSWERABILITY[locale];
      for (const key of ['mean', 'scale', 'weights'] as const) expect(model[key], locale).toHaveLength(7);
      expect(model.scale.every((scale) => scale > 0)).toBe(true);
      expect(model.threshold).toBeGreaterThanOrEqual(0.3);
      expect(model.threshold).toBeLessThanOrEqual(0.95);
      // Covering the question makes an answer likelier, as does a strong match.
      expect(model.weights[0]).toBeGreaterThan(0);
      expect(model.weights[3]).toBeGreaterThan(0);
    }
  });
});
