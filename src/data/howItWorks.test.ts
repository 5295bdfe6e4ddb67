import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {howItWorks, setupSteps} from './howItWorks';
import {DEMO} from './constants';
import {howItWorksSchema, stepSchema} from './schemas';
import {expectMatchesSchema} from './testing';

describe('how-it-works data', () => {
  it('matches its schema', () => {
    expectMatchesSchema(howItWorksSchema, howItWorks);
    expectMatchesSchema(z.array(stepSchema).length(5), setupSteps);
  });

  it('links to /pricing and /request-demo', () => {
    const targets = howItWorks.cta.actions.map((a) => a.to);
    expect(targets).toEqual(['/pricing', '/request-demo']);
  });

  it('carries the adults-only notice on its sample chat', () => {
    expect(howItWorks.conversation.sample.notice).toBe(DEMO.adultsNotice);
  });
});
