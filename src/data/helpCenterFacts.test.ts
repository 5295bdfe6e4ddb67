import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {adaAdjustments} from './agents';
import {ADA_WIDGET} from './constants';
import {ACCOUNT_DATA, ROLES, adaFeatures, explainedAdaFeatureNames, rolePermissions} from './helpCenterFacts';

const feature = z.strictObject({
  name: z.string().trim().min(1),
  group: z.enum(['Text and spacing', 'Color and contrast', 'Reading aids', 'Motion and media', 'Navigation', 'Settings']),
  explanation: z.string().trim().min(20).regex(/\.$/, 'an explanation is a sentence'),
});

describe('help center data', () => {
  it('explains every ADA widget adjustment once, in the page order', () => {
    z.array(feature).parse(adaFeatures);
    expect(adaFeatures).toHaveLength(ADA_WIDGET.features);
    expect(adaFeatures.map((f) => f.name)).toEqual(adaAdjustments);
    expect([...explainedAdaFeatureNames].sort()).toEqual([...adaAdjustments].sort());
  });

  it('states the text scaling limit from the constants', () => {
    const scaling = adaFeatures[0]!;
    expect(scaling.name).toContain(`${ADA_WIDGET.textScalingMaxPercent}%`);
    expect(scaling.explanation).toContain(`${ADA_WIDGET.textScalingMaxPercent}%`);
  });

  it('gives whole, positive account windows', () => {
    for (const days of Object.values(ACCOUNT_DATA)) expect(Number.isInteger(days) && days > 0).toBe(true);
  });

  it('gives the Owner every permission and keeps billing, API keys and ownership with the Owner alone', () => {
    const access = z.string().trim().min(2).max(16);
    z.array(z.strictObject({permission: z.string().trim().min(1), access: z.strictObject({Owner: access, Manager: access, Budtender: access})})).parse(rolePermissions);
    expect(new Set(rolePermissions.map((p) => p.permission)).size).toBe(rolePermissions.length);
    for (const {access} of rolePermissions) expect(access.Owner).not.toBe('No');
    for (const topic of ['Billing', 'API keys', 'Transfer ownership']) {
      const row = rolePermissions.find((p) => p.permission.startsWith(topic));
      expect(row?.access).toEqual({Owner: 'Yes', Manager: 'No', Budtender: 'No'});
    }
  });

  it('never gives a Budtender more than a Manager', () => {
    const rank = (a: string) => (a === 'No' ? 0 : a === 'Yes' || a === 'All' ? 2 : 1);
    for (const {permission, access} of rolePermissions) expect(rank(access.Budtender), permission).toBeLessThanOrEqual(rank(access.Manager));
    expect(ROLES).toEqual(['Owner', 'Manager', 'Budtender']);
  });
});
