import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {howItWorks, setupSteps} from './howItWorks';
import {ADULTS_NOTICE, LOCALES} from './constants';
import {howItWorksSchema, stepSchema} from './schemas';
import {expectMatchesSchema} from './testing';

describe('how-it-works data', () => {
  it('matches its schema in every language', () => {
    for (const locale of LOCALES) {
      expectMatchesSchema(howItWorksSchema, howItWorks[locale]);
      expectMatchesSchema(z.array(stepSchema).length(5), setupSteps[locale]);
    }
  });

  it('links to /pricing and /request-demo, in every language', () => {
    for (const locale of LOCALES) {
      const targets = howItWorks[locale].cta.actions.map((a) => a.to);
      expect(targets).toEqual(['/pricing', '/request-demo']);
    }
  });

  it('carries the adults-only notice on its sample chat, in the page language', () => {
    expect(howItWorks.en.conversation.sample.notice).toBe(ADULTS_NOTICE.en);
    for (const locale of LOCALES) expect(howItWorks[locale].conversation.sample.notice).toBe(ADULTS_NOTICE[locale]);
  });

  it('keeps the partner names in every language', () => {
    for (const locale of LOCALES)
      expect(howItWorks[locale].integrations.partners).toEqual(howItWorks.en.integrations.partners);
  });
});
