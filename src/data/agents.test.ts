import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {AGENT_IDS, adaAdjustments, agentCards, agentLabels, agentOffers, agentPages, agentsSuite} from './agents';
import {ADA_WIDGET, AGENT_PRICING, AGENT_RESULTS, LINKS, PRICING} from './constants';
import {agentCardSchema, agentLabelsSchema, agentOfferSchema, agentPageSchema, agentsSuiteSchema} from './schemas';
import {expectMatchesSchema} from './testing';

describe('agents data', () => {
  it('matches its schemas', () => {
    expectMatchesSchema(z.array(agentCardSchema).length(5), agentCards);
    for (const id of AGENT_IDS) {
      expectMatchesSchema(agentPageSchema, agentPages[id], id);
      expectMatchesSchema(agentOfferSchema, agentOffers[id], id);
      expect(agentPages[id].id).toBe(id);
    }
    expectMatchesSchema(agentsSuiteSchema, agentsSuite);
    expectMatchesSchema(agentLabelsSchema, agentLabels);
  });

  it('has one card per agent page, each linking to its page', () => {
    expect(agentCards.map((c) => c.id).sort()).toEqual([...AGENT_IDS].sort());
    for (const c of agentCards) expect(c.path).toBe(`/agents/${c.id}`);
  });

  it('derives prices and guarantees from AGENT_PRICING', () => {
    for (const id of AGENT_IDS) {
      const {monthly, guaranteeDays} = AGENT_PRICING[id];
      expect(agentOffers[id].price).toBe(monthly === 0 ? 'Free with any agent' : `$${monthly}/month`);
      expect(agentOffers[id].guarantee).toBe(
        guaranteeDays === null ? null : `${guaranteeDays}-day money-back guarantee`,
      );
      expect(agentOffers[id].trial).toBe(`${PRICING.trialDaysLanding}-day free trial`);
    }
  });

  it('sends the knowledge agent trial to the booking page and the others to /waitlist', () => {
    expect(agentOffers['knowledge-agent'].trialAction.href).toBe(LINKS.scheduling);
    for (const id of AGENT_IDS.filter((i) => i !== 'knowledge-agent'))
      expect(agentOffers[id].trialAction.to).toBe('/waitlist');
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
