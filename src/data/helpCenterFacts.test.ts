import {describe, expect, it} from 'vitest';
import * as z from 'zod';
import {adaAdjustments} from './agents';
import {ADA_WIDGET} from './constants';
import {
  ACCOUNT_DATA,
  PRODUCTS_PER_REPLY,
  ROLES,
  adaFeatures,
  explainedAdaFeatureNames,
  rolePermissions,
} from './helpCenterFacts';
import {adaFeatureSchema, rolePermissionSchema} from './schemas';
import {expectMatchesSchema} from './testing';

describe('help center data', () => {
  it('explains every ADA widget adjustment once, in the page order', () => {
    expectMatchesSchema(z.array(adaFeatureSchema), adaFeatures);
    expect(adaFeatures).toHaveLength(ADA_WIDGET.features);
    expect(adaFeatures.map((f) => f.name)).toEqual(adaAdjustments);
    expect([...explainedAdaFeatureNames].sort()).toEqual([...adaAdjustments].sort());
  });

  it('states the text scaling limit from the constants', () => {
    const scaling = adaFeatures[0]!;
    expect(scaling.name).toContain(`${ADA_WIDGET.textScalingMaxPercent}%`);
    expect(scaling.explanation).toContain(`${ADA_WIDGET.textScalingMaxPercent}%`);
  });

  it('keeps the default number of products per reply inside the range of the setting', () => {
    const {min, max, default: byDefault} = PRODUCTS_PER_REPLY;
    for (const value of [min, max, byDefault]) expect(Number.isInteger(value) && value > 0).toBe(true);
    expect(min).toBeLessThanOrEqual(byDefault);
    expect(byDefault).toBeLessThanOrEqual(max);
  });

  it('gives whole, positive account windows', () => {
    for (const days of Object.values(ACCOUNT_DATA)) expect(Number.isInteger(days) && days > 0).toBe(true);
  });

  it('gives the Owner every permission and keeps billing, API keys and ownership with the Owner alone', () => {
    expectMatchesSchema(z.array(rolePermissionSchema), rolePermissions);
    expect(new Set(rolePermissions.map((p) => p.permission)).size).toBe(rolePermissions.length);
    for (const {access} of rolePermissions) expect(access.Owner).not.toBe('No');
    for (const topic of ['Billing', 'API keys', 'Transfer ownership']) {
      const row = rolePermissions.find((p) => p.permission.startsWith(topic));
      expect(row?.access).toEqual({Owner: 'Yes', Manager: 'No', Budtender: 'No'});
    }
  });

  it('never gives a Budtender more than a Manager', () => {
    const rank = (a: string) => (a === 'No' ? 0 : a === 'Yes' || a === 'All' ? 2 : 1);
    for (const {permission, access} of rolePermissions)
      expect(rank(access.Budtender), permission).toBeLessThanOrEqual(rank(access.Manager));
    expect(ROLES).toEqual(['Owner', 'Manager', 'Budtender']);
  });
});
