import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {adaAdjustments} from './agents';
import {ADA_WIDGET} from './constants';
import {ACCOUNT_DATA, adaFeatures, explainedAdaFeatureNames} from './helpCenter';

const feature = z.strictObject({
  name: z.string().trim().min(1),
  group: z.enum(['Text and spacing', 'Color and contrast', 'Reading aids', 'Motion and media', 'Navigation', 'Settings']),
  explanation: z.string().trim().min(20).regex(/\.$/, 'an explanation is a sentence'),
});

describe('help center data', () => {
  it('explains every ADA widget adjustment once, in the page order', () => {
    z.array(feature).parse(adaFeatures);
    expect(adaFeatures).toHaveLength(ADA_WIDGET.features);
    expect(adaFeatures.map((f) => f.name)).toEqual(adaAdjustments);
    expect([...explainedAdaFeatureNames].sort()).toEqual([...adaAdjustments].sort());
  });

  it('states the text scaling limit from the constants', () => {
    const scaling = adaFeatures[0]!;
    expect(scaling.name).toContain(`${ADA_WIDGET.textScalingMaxPercent}%`);
    expect(scaling.explanation).toContain(`${ADA_WIDGET.textScalingMaxPercent}%`);
  });

  it('gives whole, positive account windows', () => {
    for (const days of Object.values(ACCOUNT_DATA)) expect(Number.isInteger(days) && days > 0).toBe(true);
  });
});
