import {describe, expect, it} from 'vitest';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {CALCULATOR_ID, HOME} from './home';
import {DEMO_COPY} from './demoCopy';
import {demoCopySchema, homeSchema} from './schemas';
import {expectMatchesSchema} from './testing';

describe('home copy', () => {
  it('matches its schema', () => {
    expectMatchesSchema(homeSchema, HOME);
    expectMatchesSchema(demoCopySchema, DEMO_COPY);
  });

  it('uses the home page headings and prices', () => {
    expect(HOME.logos.title).toBe('Trusted by Leading Cannabis Businesses');
    expect(HOME.stats.title).toBe('Same powerful tools. Tailored for cannabis.');
    expect(HOME.testimonials.title).toBe('Dispensaries Love Our Cannabis AI Chatbot');
    expect(HOME.calculator.title).toBe('Monthly Cannabis Retail Loss Calculator');
    expect(HOME.hiddenCost.scenarios.map((scenario) => scenario.lost)).toEqual([65, 85, 120, 95]);
    expect(HOME.specialized.cards.map((card) => card.title)).toEqual([
      'Cannabis Analytics',
      'Product Discovery',
      'Compliance Assistant',
    ]);
  });

  it('sends each button to its target', () => {
    expect(HOME.hero.primary).toMatchObject({label: 'See BudBot Sell Live', to: '/waitlist'});
    expect(HOME.hero.secondary.targetId).toBe(CALCULATOR_ID);
    expect(HOME.hiddenCost.action.targetId).toBe(CALCULATOR_ID);
    expect(HOME.comparison.scrollAction.targetId).toBe(CALCULATOR_ID);
    expect(HOME.cta.actions.map((action) => action.label)).toEqual(['Get Started Today', 'Schedule a Demo']);
    expect(HOME.cta.actions[0]!.to).toBe('/waitlist');
    expect(HOME.comparison.actions).toMatchObject([{to: '/waitlist'}, {to: '/demo'}]);
    expect(HOME.specialized.action).toMatchObject({label: 'Join Beta Program', to: '/waitlist'});
    expect(HOME.solution.card.link).toBe('/ai-product-bot');
    expect(HOME.blogTeaser.viewAll).toMatchObject({label: 'View all articles', to: '/blog'});
    expect(HOME.blogTeaser.links.map((link) => link.to)).toEqual(['/business-intelligence', '/contact']);
    expect(DEMO_COPY.page.cta.action.to).toBe('/waitlist#waitlist-form');
  });

  it('points at images that exist', () => {
    const paths = [
      HOME.about.image.src,
      ...HOME.logos.logos.map((logo) => logo.src),
      ...HOME.testimonials.items.map((item) => item.companyLogo),
      DEMO_COPY.popup.logo,
    ];
    for (const src of paths) expect(existsSync(path.join('static', src)), src).toBe(true);
  });
});
