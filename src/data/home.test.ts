import {describe, expect, it} from 'vitest';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {LOCALES} from './constants';
import {CALCULATOR_ID, HOME, type HomeContent} from './home';
import {DEMO_COPY} from './demoCopy';
import {demoCopySchema, homeSchema} from './schemas';
import {expectMatchesSchema} from './testing';

/** What a home page is made of besides its words: routes, targets, figures, images, ids, icons, colours. */
function structure(home: HomeContent) {
  const actions = (list: readonly {to?: string; href?: string; variant?: string}[]) =>
    list.map(({to, href, variant}) => ({to, href, variant}));
  return {
    hero: [home.hero.primary.to, home.hero.secondary.targetId, home.hero.stats.map((stat) => stat.value)],
    about: [home.about.image.width, home.about.image.height, actions(home.about.actions)],
    hiddenCost: [home.hiddenCost.scenarios.map((scenario) => scenario.lost), home.hiddenCost.action.targetId],
    calculator: home.calculator.action.href,
    logos: home.logos.logos,
    stats: home.stats.stats.map((stat) => stat.number),
    testimonials: home.testimonials.items.map(({id, author, company, companyLogo}) => [
      id,
      author,
      company,
      companyLogo,
    ]),
    cta: actions(home.cta.actions),
    solution: [
      home.solution.card.id,
      home.solution.card.link,
      home.solution.card.bgColor,
      home.solution.card.hoverBgColor,
    ],
    benefits: [home.benefits.cards.map((card) => card.icon), home.benefits.stats.length],
    comparison: [home.comparison.rows.length, home.comparison.scrollAction.targetId, actions(home.comparison.actions)],
    specialized: [home.specialized.cards.map((card) => card.icon), home.specialized.action.to],
    blogTeaser: [
      home.blogTeaser.viewAll.to,
      home.blogTeaser.viewAllMobile.to,
      home.blogTeaser.links.map((link) => link.to),
    ],
  };
}

describe('home copy', () => {
  it('matches its schema in every language', () => {
    for (const locale of LOCALES) {
      expectMatchesSchema(homeSchema, HOME[locale], `HOME.${locale}`);
      expectMatchesSchema(demoCopySchema, DEMO_COPY[locale], `DEMO_COPY.${locale}`);
    }
  });

  it('uses the home page headings and prices', () => {
    expect(HOME.en.logos.title).toBe('Trusted by Leading Cannabis Businesses');
    expect(HOME.en.stats.title).toBe('Same powerful tools. Tailored for cannabis.');
    expect(HOME.en.testimonials.title).toBe('Dispensaries Love Our Cannabis AI Chatbot');
    expect(HOME.en.calculator.title).toBe('Monthly Cannabis Retail Loss Calculator');
    expect(HOME.en.hiddenCost.scenarios.map((scenario) => scenario.lost)).toEqual([65, 85, 120, 95]);
    expect(HOME.en.specialized.cards.map((card) => card.title)).toEqual([
      'Cannabis Analytics',
      'Product Discovery',
      'Compliance Assistant',
    ]);
  });

  it('sends each button to its target', () => {
    expect(HOME.en.hero.primary).toMatchObject({label: 'See BudBot Sell Live', to: '/waitlist'});
    expect(HOME.en.hero.secondary.targetId).toBe(CALCULATOR_ID);
    expect(HOME.en.hiddenCost.action.targetId).toBe(CALCULATOR_ID);
    expect(HOME.en.comparison.scrollAction.targetId).toBe(CALCULATOR_ID);
    expect(HOME.en.cta.actions.map((action) => action.label)).toEqual(['Get Started Today', 'Schedule a Demo']);
    expect(HOME.en.cta.actions[0]!.to).toBe('/waitlist');
    expect(HOME.en.comparison.actions).toMatchObject([{to: '/waitlist'}, {to: '/demo'}]);
    expect(HOME.en.specialized.action).toMatchObject({label: 'Join Beta Program', to: '/waitlist'});
    expect(HOME.en.solution.card.link).toBe('/ai-product-bot');
    expect(HOME.en.blogTeaser.viewAll).toMatchObject({label: 'View all articles', to: '/blog'});
    expect(HOME.en.blogTeaser.links.map((link) => link.to)).toEqual(['/business-intelligence', '/contact']);
    for (const locale of LOCALES) expect(DEMO_COPY[locale].page.cta.action.to).toBe('/waitlist#waitlist-form');
  });

  it('is the same page in every language but for its words', () => {
    for (const locale of LOCALES) expect(structure(HOME[locale]), locale).toEqual(structure(HOME.en));
  });

  it('composes the carousel labels in each language', () => {
    expect(HOME.en.testimonials.dotLabel(2, 4, 'Jason Whitfield')).toBe('Show testimonial 2 of 4: Jason Whitfield');
    expect(HOME.es.testimonials.dotLabel(2, 4, 'Jason Whitfield')).toBe('Mostrar testimonio 2 de 4: Jason Whitfield');
    expect(HOME.en.testimonials.slideLabel(1, 4)).toBe('1 of 4');
    expect(HOME.es.testimonials.slideLabel(1, 4)).toBe('1 de 4');
    expect(DEMO_COPY.en.chat.scenario(1, 3, 'T')).toBe('1 of 3: T');
    expect(DEMO_COPY.es.chat.scenario(1, 3, 'T')).toBe('1 de 3: T');
    expect(DEMO_COPY.en.page.position('Balm', 2, 10)).toBe('Balm: product 2 of 10');
    expect(DEMO_COPY.es.page.position('Balm', 2, 10)).toBe('Balm: producto 2 de 10');
    expect(DEMO_COPY.es.page.slide(3, 10)).toBe('3 de 10');
  });

  it('keeps the coupon code and percentage in every language', () => {
    for (const locale of LOCALES) {
      expect(DEMO_COPY[locale].chat.couponText).toContain('{code}');
      expect(DEMO_COPY[locale].chat.couponText).toContain('10%');
      expect(DEMO_COPY[locale].chat.promoExpires).toContain('{minutes}');
    }
  });

  it('points at images that exist', () => {
    const paths = LOCALES.flatMap((locale) => [
      HOME[locale].about.image.src,
      ...HOME[locale].logos.logos.map((logo) => logo.src),
      ...HOME[locale].testimonials.items.map((item) => item.companyLogo),
      DEMO_COPY[locale].popup.logo,
    ]);
    for (const src of paths) expect(existsSync(path.join('static', src)), src).toBe(true);
  });
});
