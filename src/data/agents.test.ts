import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {AGENT_IDS, adaAdjustments, agentCards, agentOffers, agentPages, agentsSuite} from './agents';
import {ADA_WIDGET, AGENT_PRICING, AGENT_RESULTS, LINKS, PRICING} from './constants';
import {ICON_NAMES} from '../components/shared/Icon/icons';

const text = z.string().trim().min(1);
const action = z
  .strictObject({label: text, to: text.optional(), href: z.url().optional(), variant: z.enum(['primary', 'secondary', 'ghost']).optional()})
  .refine((a) => Boolean(a.to) !== Boolean(a.href), 'an action has exactly one of to / href');
const stat = z.strictObject({value: text, label: text, description: text.optional()});
const iconCard = z.strictObject({icon: z.enum(ICON_NAMES), title: text, text});
const line = z.strictObject({label: text, value: text});
const agentId = z.enum(AGENT_IDS);

const card = z.strictObject({id: agentId, name: text, icon: z.enum(ICON_NAMES), tagline: text, features: z.array(text).min(3), path: z.string().regex(/^\/agents\/[a-z-]+$/)});

const page = z.strictObject({
  id: agentId,
  name: text,
  icon: z.enum(ICON_NAMES),
  hero: z.strictObject({
    eyebrow: text,
    title: text,
    subtitle: text,
    image: z.strictObject({src: z.string().regex(/^\/img\/agents\/[a-z-]+\.svg$/), alt: text, width: z.number().int().positive(), height: z.number().int().positive()}),
  }),
  whatItDoes: text,
  scenarios: z.strictObject({title: text, subtitle: text, items: z.array(z.strictObject({title: text, situation: text, response: text, outcome: text})).min(3)}),
  features: z.strictObject({title: text, subtitle: text, cards: z.array(iconCard).min(4), checklist: z.strictObject({title: text, items: z.array(text)}).optional()}),
  results: z.strictObject({title: text, subtitle: text, stats: z.array(stat).min(3)}),
  roi: z.strictObject({title: text, subtitle: text, lines: z.array(line).min(3), total: line, note: text}),
  steps: z.strictObject({title: text, items: z.array(z.strictObject({title: text, text})).min(3)}),
  faq: z.array(z.strictObject({question: text, answer: text})).min(4),
  cta: z.strictObject({title: text, text}),
});

const offer = z.strictObject({price: text, guarantee: text.nullable(), trial: text, trialAction: action, demoAction: action});

describe('agents data', () => {
  it('matches its schemas', () => {
    expect(() => z.array(card).length(5).parse(agentCards)).not.toThrow();
    for (const id of AGENT_IDS) {
      expect(() => page.parse(agentPages[id]), id).not.toThrow();
      expect(() => offer.parse(agentOffers[id]), id).not.toThrow();
      expect(agentPages[id].id).toBe(id);
    }
    expect(() => z.strictObject({hero: z.object({title: text}), cards: z.object({title: text}), bundle: z.object({text}), cta: z.object({actions: z.array(action).length(2)})}).parse(agentsSuite)).not.toThrow();
  });

  it('has one card per agent page, each linking to its page', () => {
    expect(agentCards.map((c) => c.id).sort()).toEqual([...AGENT_IDS].sort());
    for (const c of agentCards) expect(c.path).toBe(`/agents/${c.id}`);
  });

  it('derives prices and guarantees from AGENT_PRICING', () => {
    for (const id of AGENT_IDS) {
      const {monthly, guaranteeDays} = AGENT_PRICING[id];
      expect(agentOffers[id].price).toBe(monthly === 0 ? 'Free with any agent' : `$${monthly}/month`);
      expect(agentOffers[id].guarantee).toBe(guaranteeDays === null ? null : `${guaranteeDays}-day money-back guarantee`);
      expect(agentOffers[id].trial).toBe(`${PRICING.trialDaysLanding}-day free trial`);
    }
  });

  it('sends the knowledge agent trial to the booking page and the others to /waitlist', () => {
    expect(agentOffers['knowledge-agent'].trialAction.href).toBe(LINKS.scheduling);
    for (const id of AGENT_IDS.filter((i) => i !== 'knowledge-agent')) expect(agentOffers[id].trialAction.to).toBe('/waitlist');
  });

  it('lists exactly ADA_WIDGET.features adjustments, with the text scaling figure', () => {
    expect(adaAdjustments).toHaveLength(ADA_WIDGET.features);
    expect(new Set(adaAdjustments).size).toBe(ADA_WIDGET.features);
    expect(adaAdjustments[0]).toContain(`${ADA_WIDGET.textScalingMaxPercent}%`);
    expect(agentPages['ada-widget'].features.checklist?.items).toBe(adaAdjustments);
  });

  it('quotes each typical result first on its page', () => {
    for (const id of AGENT_IDS) expect(agentPages[id].results.stats[0]?.value).toBe(AGENT_RESULTS[id].value);
  });

  it('never words accessibility as instant or guaranteed compliance', () => {
    const ada = JSON.stringify(agentPages['ada-widget']) + JSON.stringify(agentCards);
    expect(ada).not.toMatch(/instant|guarantee[sd]? (full )?compliance|fully compliant/i);
  });
});
