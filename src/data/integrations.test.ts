import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import * as z from 'zod';
import {PARTNER_SITES} from './constants';
import {integrationPartners, integrationsPage, PARTNER_GUIDE_SECTIONS, partnerById} from './integrations';
import {integrationPartnerSchema, integrationsPageSchema} from './schemas';
import {expectMatchesSchema} from './testing';

describe('integrations data', () => {
  it('lists the seven partners in order, each with its own site', () => {
    expectMatchesSchema(z.array(integrationPartnerSchema), integrationPartners);
    for (const p of integrationPartners)
      expect(existsSync(path.join('static', p.logo)), `logo file missing: ${p.logo}`).toBe(true);
    expect(integrationPartners.map((p) => p.name)).toEqual([
      'Dutchie',
      'Treez',
      'Cova',
      'Flowhub',
      'Monarch',
      'Dispense',
      'AIQ',
    ]);
    for (const p of integrationPartners) expect(p.url).toBe(PARTNER_SITES[p.id]);
  });

  it('gives every partner a written guide at its own route, on the one template', () => {
    for (const p of integrationPartners) {
      expect(p.guide).toBe(`/docs/integrations/${p.id}`);
      const file = path.join('docs', 'integrations', `${p.id}.mdx`);
      expect(existsSync(file), file).toBe(true);
      const source = readFileSync(file, 'utf8');
      expect(source, file).not.toMatch(/STUB:/);
      const sections = [...source.matchAll(/^## (.+)$/gm)].map((match) => match[1]!.trim());
      expect(sections, file).toEqual([...PARTNER_GUIDE_SECTIONS]);
      expect(source, file).toContain(`<PartnerSyncSummary id="${p.id}"`);
      const words = source
        .replace(/^---[\s\S]*?---/, '')
        .split(/\s+/)
        .filter((word) => /[a-z]/i.test(word)).length;
      expect(words, `${file} is a full guide`).toBeGreaterThanOrEqual(500);
    }
  });

  it('describes each kind of partner realistically', () => {
    // Payments and loyalty platforms hold no menu; the POS and menu platforms do.
    expect(partnerById('monarch').syncs.menu.level).toBe('no');
    expect(partnerById('monarch').syncs.inventory.level).toBe('no');
    expect(partnerById('aiq').syncs.inventory.level).toBe('no');
    expect(partnerById('aiq').syncs.customers.level).toBe('yes');
    for (const id of ['dutchie', 'treez', 'cova', 'flowhub', 'dispense'] as const) {
      expect(partnerById(id).syncs.menu.level, id).toBe('yes');
      expect(partnerById(id).syncs.inventory.level, id).toBe('yes');
    }
  });

  it('refuses an unknown partner id', () => {
    expect(() => partnerById('leafly' as never)).toThrow('Unknown integration partner: leafly');
  });

  it('matches the page schema', () => {
    expectMatchesSchema(integrationsPageSchema, integrationsPage);
  });
});
