import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {
  ADA_ADJUSTMENT_IDS,
  AGENT_IDS,
  adaAdjustments,
  agentCards,
  agentLabels,
  agentOffers,
  agentPages,
  agentsSuite,
  agentTrialLabel,
} from './agents';
import {ADA_WIDGET, AGENT_PRICING, AGENT_RESULTS, LINKS, LOCALES, PRICING} from './constants';
import {agentCardSchema, agentLabelsSchema, agentOfferSchema, agentPageSchema, agentsSuiteSchema} from './schemas';
import {expectMatchesSchema} from './testing';

describe('agents data', () => {
  it('matches its schemas in every language', () => {
    for (const locale of LOCALES) {
      expectMatchesSchema(z.array(agentCardSchema).length(5), agentCards[locale], locale);
      for (const id of AGENT_IDS) {
        expectMatchesSchema(agentPageSchema, agentPages[locale][id], `${locale} ${id}`);
        expectMatchesSchema(agentOfferSchema, agentOffers[locale][id], `${locale} ${id}`);
        expect(agentPages[locale][id].id).toBe(id);
      }
      expectMatchesSchema(agentsSuiteSchema, agentsSuite[locale], locale);
      expectMatchesSchema(agentLabelsSchema, agentLabels[locale], locale);
    }
  });

  it('has one card per agent page, each linking to its page', () => {
    for (const locale of LOCALES) {
      expect(agentCards[locale].map((c) => c.id).sort()).toEqual([...AGENT_IDS].sort());
      for (const c of agentCards[locale]) expect(c.path).toBe(`/agents/${c.id}`);
    }
  });

  it('shows each agent’s illustration in the page’s language', () => {
    for (const locale of LOCALES)
      for (const id of AGENT_IDS) {
        const {src} = agentPages[locale][id].hero.image;
        expect(existsSync(path.join('static', src)), src).toBe(true);
        if (locale !== 'en') expect(src).toBe(`/img/agents/${locale}/${id}.svg`);
      }
  });

  it('keeps the product names in every language', () => {
    for (const locale of LOCALES) {
      expect(agentCards[locale].map((c) => c.name)).toEqual(agentCards.en.map((c) => c.name));
      for (const id of AGENT_IDS) expect(agentPages[locale][id].name).toBe(agentPages.en[id].name);
    }
  });

  it('derives prices and guarantees from AGENT_PRICING', () => {
    for (const id of AGENT_IDS) {
      const {monthly, guaranteeDays} = AGENT_PRICING[id];
      expect(agentOffers.en[id].price).toBe(monthly === 0 ? 'Free with any agent' : `$${monthly}/month`);
      expect(agentOffers.en[id].guarantee).toBe(
        guaranteeDays === null ? null : `${guaranteeDays}-day money-back guarantee`,
      );
      expect(agentOffers.en[id].trial).toBe(`${PRICING.trialDaysLanding}-day free trial`);
      expect(agentOffers.es[id].price).toBe(monthly === 0 ? 'Gratis con cualquier agente' : `$${monthly}/mes`);
      expect(agentOffers.es[id].guarantee).toBe(
        guaranteeDays === null ? null : `${guaranteeDays} días de garantía de devolución del dinero`,
      );
      expect(agentOffers.es[id].trial).toBe(`${PRICING.trialDaysLanding} días de prueba gratis`);
    }
  });

  it('quotes the trial and the guarantee in each paid agent’s answer on price', () => {
    for (const locale of LOCALES)
      for (const id of AGENT_IDS.filter((i) => AGENT_PRICING[i].guaranteeDays !== null)) {
        const answers = agentPages[locale][id].faq.map((item) => item.answer).join(' ');
        expect(answers, `${locale} ${id}`).toContain(`$${AGENT_PRICING[id].monthly}`);
        expect(answers, `${locale} ${id}`).toContain(agentTrialLabel[locale]);
        expect(answers, `${locale} ${id}`).toContain(`${AGENT_PRICING[id].guaranteeDays}`);
      }
  });

  it('sends the knowledge agent trial to the booking page and the others to /waitlist', () => {
    for (const locale of LOCALES) {
      expect(agentOffers[locale]['knowledge-agent'].trialAction.href).toBe(LINKS.scheduling);
      for (const id of AGENT_IDS.filter((i) => i !== 'knowledge-agent'))
        expect(agentOffers[locale][id].trialAction.to).toBe('/waitlist');
    }
  });

  it('lists exactly ADA_WIDGET.features adjustments, with the text scaling figure', () => {
    expect(ADA_ADJUSTMENT_IDS).toHaveLength(ADA_WIDGET.features);
    for (const locale of LOCALES) {
      const adjustments = adaAdjustments[locale];
      expect(adjustments).toHaveLength(ADA_WIDGET.features);
      expect(new Set(adjustments).size).toBe(ADA_WIDGET.features);
      expect(adjustments[0]).toContain(`${ADA_WIDGET.textScalingMaxPercent}%`);
      expect(agentPages[locale]['ada-widget'].features.checklist?.items).toBe(adjustments);
    }
  });

  it('quotes each typical result first on its page', () => {
    for (const locale of LOCALES)
      for (const id of AGENT_IDS) {
        const [first] = agentPages[locale][id].results.stats;
        expect(first?.value).toBe(AGENT_RESULTS[id].value);
        expect(first?.label).toBe(`${agentLabels[locale].typicalResult}: ${agentLabels[locale].results[id]}`);
      }
    for (const id of AGENT_IDS) expect(agentLabels.en.results[id]).toBe(AGENT_RESULTS[id].label);
  });

  it('names the offer and the agent links in each language', () => {
    expect(agentLabels.en.offer('Upsell Agent')).toBe('Upsell Agent offer');
    expect(agentLabels.es.offer('Upsell Agent')).toBe('Oferta del Upsell Agent');
  });

  it('never words accessibility as instant or guaranteed compliance', () => {
    for (const locale of LOCALES) {
      const ada = JSON.stringify(agentPages[locale]['ada-widget']) + JSON.stringify(agentCards[locale]);
      expect(ada).not.toMatch(/instant|guarantee[sd]? (full )?compliance|fully compliant/i);
      expect(ada).not.toMatch(
        /instant[aá]ne|garantiza|cumplimiento (total|garantizado|completo)|cumple (totalmente|por completo)/i,
      );
    }
  });
});
