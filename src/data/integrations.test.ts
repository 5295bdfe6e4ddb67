import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {PARTNER_SITES} from './constants';
import {integrationPartners, integrationsPage} from './integrations';

const text = z.string().trim().min(3);
const partnerSchema = z.object({
  id: z.enum(Object.keys(PARTNER_SITES) as [keyof typeof PARTNER_SITES]),
  name: z.string().min(2),
  logo: z
    .string()
    .regex(/^\/img\/integrations\/[a-z]+\.svg$/)
    .refine((logo) => existsSync(path.join('static', logo)), 'logo file missing'),
  url: z.url({protocol: /^https$/}),
  category: text,
  description: text,
});
const pageSchema = z.object({
  hero: z.object({eyebrow: text, title: text, partnersAction: text, subtitle: text}),
  partners: z.object({title: text, subtitle: text, linkLabel: text}),
  howItWorks: z.object({title: text, items: z.array(z.object({icon: z.string(), title: text, text})).min(3)}),
  custom: z.object({title: text, text, actionLabel: text, contactLabel: text}),
});

describe('integrations data', () => {
  it('lists the seven partners of the spec, in order, each with its own site', () => {
    z.array(partnerSchema).parse(integrationPartners);
    expect(integrationPartners.map((p) => p.name)).toEqual(['Dutchie', 'Treez', 'Cova', 'Flowhub', 'Monarch', 'Dispense', 'AIQ']);
    for (const p of integrationPartners) expect(p.url).toBe(PARTNER_SITES[p.id]);
  });

  it('matches the page schema', () => {
    pageSchema.parse(integrationsPage);
  });
});
