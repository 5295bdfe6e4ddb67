import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import {describe, expect, it} from 'vitest';
import * as z from 'zod';
import {LOCALES, PARTNER_SITES} from './constants';
import {integrationPartners, integrationsPage, PARTNER_GUIDE_SECTIONS, partnerById, SYNC_KINDS} from './integrations';
import {integrationPartnerSchema, integrationsPageSchema} from './schemas';
import {expectMatchesSchema} from './testing';

const SPANISH_DOCS = path.join('i18n', 'es', 'docusaurus-plugin-content-docs', 'current');

/**
 * A page's headings from level 2 down, with the id each gets: its explicit id (`{/* #id *\/}`, the MDX comment
 * Docusaurus reads), or its text slugged as Docusaurus does.
 */
function headings(source: string) {
  const slugger = new GithubSlugger();
  return [...source.matchAll(/^(#{2,4}) (.+?)(?: \{\/\* #([\w-]+) \*\/\})?$/gm)].map(([, hashes, text, explicit]) => ({
    level: hashes!.length,
    text: text!.trim(),
    id: explicit ?? slugger.slug(text!.trim()),
    explicit: explicit !== undefined,
  }));
}

describe('integrations data', () => {
  it('lists the seven partners in order, each with its own site', () => {
    for (const locale of LOCALES) expectMatchesSchema(z.array(integrationPartnerSchema), integrationPartners[locale]);
    for (const p of integrationPartners.en)
      expect(existsSync(path.join('static', p.logo)), `logo file missing: ${p.logo}`).toBe(true);
    expect(integrationPartners.en.map((p) => p.name)).toEqual([
      'Dutchie',
      'Treez',
      'Cova',
      'Flowhub',
      'Monarch',
      'Dispense',
      'AIQ',
    ]);
    for (const p of integrationPartners.en) expect(p.url).toBe(PARTNER_SITES[p.id]);
  });

  it('shares names, links, logos, levels and dates across languages; only the words differ', () => {
    for (const locale of LOCALES) {
      integrationPartners[locale].forEach((p, index) => {
        const en = integrationPartners.en[index]!;
        expect({...p, category: '', description: '', syncInterval: '', auth: '', partnerAdmin: '', syncs: {}}).toEqual({
          ...en,
          category: '',
          description: '',
          syncInterval: '',
          auth: '',
          partnerAdmin: '',
          syncs: {},
        });
        for (const kind of SYNC_KINDS) {
          expect(p.syncs[kind].level, `${p.id} ${kind}`).toBe(en.syncs[kind].level);
          expect(Boolean(p.syncs[kind].note), `${locale} ${p.id} ${kind} has a note where English has one`).toBe(
            Boolean(en.syncs[kind].note),
          );
        }
      });
    }
    expect(partnerById('cova', 'es')).toMatchObject({category: 'POS', syncInterval: 'Cada 10 minutos'});
    expect(partnerById('cova', 'en')).toMatchObject({category: 'POS', syncInterval: 'Every 10 minutes'});
  });

  it('gives every partner a written guide at its own route, on the one template', () => {
    for (const p of integrationPartners.en) {
      expect(p.guide).toBe(`/docs/integrations/${p.id}`);
      const file = path.join('docs', 'integrations', `${p.id}.mdx`);
      expect(existsSync(file), file).toBe(true);
      const source = readFileSync(file, 'utf8');
      expect(source, file).not.toMatch(/STUB:/);
      const sections = [...source.matchAll(/^## (.+)$/gm)].map((match) => match[1]!.trim());
      expect(sections, file).toEqual([...PARTNER_GUIDE_SECTIONS.en]);
      expect(source, file).toContain(`<PartnerSyncSummary id="${p.id}"`);
      const words = source
        .replace(/^---[\s\S]*?---/, '')
        .split(/\s+/)
        .filter((word) => /[a-z]/i.test(word)).length;
      expect(words, `${file} is a full guide`).toBeGreaterThanOrEqual(500);
    }
  });

  it('translates every guide on the same template, with the English anchors, so the guides stay parallel', () => {
    for (const file of ['index', ...integrationPartners.en.map((p) => p.id)].map((id) => `integrations/${id}.mdx`)) {
      const translated = path.join(SPANISH_DOCS, file);
      expect(existsSync(translated), translated).toBe(true);
      const english = headings(readFileSync(path.join('docs', file), 'utf8'));
      const spanish = headings(readFileSync(translated, 'utf8'));
      expect(
        spanish.map(({level, id, explicit}) => ({level, id, explicit})),
        `${translated}: every heading keeps its English anchor as an explicit id, in the same order and level`,
      ).toEqual(english.map(({level, id}) => ({level, id, explicit: true})));
    }
    for (const p of integrationPartners.es) {
      const translated = path.join(SPANISH_DOCS, 'integrations', `${p.id}.mdx`);
      const source = readFileSync(translated, 'utf8');
      const sections = headings(source).filter((heading) => heading.level === 2);
      expect(
        sections.map((heading) => heading.text),
        translated,
      ).toEqual([...PARTNER_GUIDE_SECTIONS.es]);
      expect(source, translated).toContain(`<PartnerSyncSummary id="${p.id}"`);
      expect(source, translated).toContain(`<LastVerified id="${p.id}"`);
    }
  });

  it('describes each kind of partner realistically', () => {
    // Payments and loyalty platforms hold no menu; the POS and menu platforms do.
    expect(partnerById('monarch', 'en').syncs.menu.level).toBe('no');
    expect(partnerById('monarch', 'en').syncs.inventory.level).toBe('no');
    expect(partnerById('aiq', 'en').syncs.inventory.level).toBe('no');
    expect(partnerById('aiq', 'en').syncs.customers.level).toBe('yes');
    for (const id of ['dutchie', 'treez', 'cova', 'flowhub', 'dispense'] as const) {
      expect(partnerById(id, 'en').syncs.menu.level, id).toBe('yes');
      expect(partnerById(id, 'en').syncs.inventory.level, id).toBe('yes');
    }
  });

  it('refuses an unknown partner id', () => {
    expect(() => partnerById('leafly' as never, 'en')).toThrow('Unknown integration partner: leafly');
  });

  it('matches the page schema', () => {
    for (const locale of LOCALES) expectMatchesSchema(integrationsPageSchema, integrationsPage[locale]);
  });

  it('names the partner for screen readers after each card link', () => {
    expect(integrationsPage.en.partners.guideOf('Treez')).toBe(' for Treez');
    expect(integrationsPage.en.partners.siteOf('Treez')).toBe(' of Treez (opens in a new tab)');
    expect(integrationsPage.es.partners.guideOf('Treez')).toBe(' de Treez');
    expect(integrationsPage.es.partners.siteOf('Treez')).toBe(' de Treez (se abre en una pestaña nueva)');
  });
});
