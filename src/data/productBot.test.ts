import {describe, expect, it} from 'vitest';
import {productBot} from './productBot';
import {LOCALES, PRICING, type Locale} from './constants';
import {productBotSchema} from './schemas';
import {expectMatchesSchema} from './testing';

/** Every internal target and outbound address the page's data links to. */
function linkTargets(locale: Locale): string[] {
  const targets: string[] = [];
  JSON.stringify(productBot[locale], (key, value: unknown) => {
    if ((key === 'to' || key === 'href') && typeof value === 'string') targets.push(value);
    return value;
  });
  return targets;
}

describe('product bot data', () => {
  it('matches its schema in every language', () => {
    for (const locale of LOCALES) expectMatchesSchema(productBotSchema, productBot[locale]);
  });

  it('names the six admin tools', () => {
    expect(productBot.en.adminTools.tools.map((t) => t.title)).toEqual([
      'Upsell mapping',
      'Promotion builder',
      'Brand tone presets',
      'Template library',
      'Analytics with CSV export',
      'API',
    ]);
  });

  it('links to each of its targets, the same in every language', () => {
    expect(linkTargets('en')).toEqual(
      expect.arrayContaining(['/waitlist', '#demo', '/integrations', '/pricing', '/chat-widget', '/contact-us']),
    );
    for (const locale of LOCALES) expect(linkTargets(locale)).toEqual(linkTargets('en'));
  });

  it('quotes the landing-page trial and the plan price', () => {
    for (const locale of LOCALES) expect(productBot[locale].pricing.price).toBe(`$${PRICING.planMonthly}`);
    expect(productBot.en.pricing.includes).toContain(`${PRICING.trialDaysLanding}-day free trial`);
    expect(productBot.es.pricing.includes).toContain(`Prueba gratis de ${PRICING.trialDaysLanding} días`);
  });
});
