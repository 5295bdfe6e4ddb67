import {describe, expect, it} from 'vitest';
import {productBot} from './productBot';
import {PRICING} from './constants';
import {productBotSchema} from './schemas';
import {expectMatchesSchema} from './testing';

/** Every internal target and outbound address the page's data links to. */
function linkTargets(): string[] {
  const targets: string[] = [];
  JSON.stringify(productBot, (key, value: unknown) => {
    if ((key === 'to' || key === 'href') && typeof value === 'string') targets.push(value);
    return value;
  });
  return targets;
}

describe('product bot data', () => {
  it('matches its schema', () => {
    expectMatchesSchema(productBotSchema, productBot);
  });

  it('names the six admin tools', () => {
    expect(productBot.adminTools.tools.map((t) => t.title)).toEqual([
      'Upsell mapping',
      'Promotion builder',
      'Brand tone presets',
      'Template library',
      'Analytics with CSV export',
      'API',
    ]);
  });

  it('links to each of its targets', () => {
    expect(linkTargets()).toEqual(
      expect.arrayContaining(['/waitlist', '#demo', '/integrations', '/pricing', '/chat-widget', '/contact-us']),
    );
  });

  it('quotes the landing-page trial and the plan price', () => {
    expect(productBot.pricing.price).toBe(`$${PRICING.planMonthly}`);
    expect(productBot.pricing.includes).toContain(`${PRICING.trialDaysLanding}-day free trial`);
  });
});
