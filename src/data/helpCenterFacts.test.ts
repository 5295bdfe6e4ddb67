import {describe, expect, it} from 'vitest';
import * as z from 'zod';
import {adaAdjustments} from './agents';
import {ADA_WIDGET, LOCALES} from './constants';
import {ACCOUNT_DATA, PRODUCTS_PER_REPLY, ROLES, adaFeatures, rolePermissions} from './helpCenterFacts';
import {adaFeatureSchema, rolePermissionSchema} from './schemas';
import {expectMatchesSchema} from './testing';

describe('help center data', () => {
  it('explains every ADA widget adjustment once, in the page order, in every language', () => {
    for (const locale of LOCALES) {
      const features = adaFeatures[locale];
      expectMatchesSchema(z.array(adaFeatureSchema), features, locale);
      expect(features).toHaveLength(ADA_WIDGET.features);
      expect(features.map((f) => f.name)).toEqual(adaAdjustments[locale]);
      expect(new Set(features.map((f) => f.explanation)).size).toBe(ADA_WIDGET.features);
      // The groups are the panel's, whatever the language: the Help Center pages pick a group by its key.
      expect(features.map((f) => f.group)).toEqual(adaFeatures.en.map((f) => f.group));
    }
  });

  it('states the text scaling limit from the constants', () => {
    for (const locale of LOCALES) {
      const scaling = adaFeatures[locale][0]!;
      expect(scaling.name).toContain(`${ADA_WIDGET.textScalingMaxPercent}%`);
      expect(scaling.explanation).toContain(`${ADA_WIDGET.textScalingMaxPercent}%`);
    }
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
    for (const locale of LOCALES) {
      expectMatchesSchema(z.array(rolePermissionSchema), rolePermissions[locale], locale);
      const permissions = rolePermissions[locale].map((p) => p.permission);
      expect(new Set(permissions).size).toBe(rolePermissions[locale].length);
    }
    for (const {access} of rolePermissions.en) expect(access.Owner).not.toBe('No');
    for (const topic of ['Billing', 'API keys', 'Transfer ownership']) {
      const row = rolePermissions.en.find((p) => p.permission.startsWith(topic));
      expect(row?.access).toEqual({Owner: 'Yes', Manager: 'No', Budtender: 'No'});
    }
  });

  it('words the same access in every language', () => {
    expect(rolePermissions.es).toHaveLength(rolePermissions.en.length);
    const yesNo = {Yes: 'Sí', No: 'No'} as Record<string, string>;
    rolePermissions.en.forEach(({access}, index) => {
      const es = rolePermissions.es[index]!.access;
      for (const role of ROLES) if (access[role] in yesNo) expect(es[role]).toBe(yesNo[access[role]]);
    });
  });

  it('never gives a Budtender more than a Manager', () => {
    const rank = (a: string) => (a === 'No' ? 0 : a === 'Yes' || a === 'All' ? 2 : 1);
    for (const {permission, access} of rolePermissions.en)
      expect(rank(access.Budtender), permission).toBeLessThanOrEqual(rank(access.Manager));
    expect(ROLES).toEqual(['Owner', 'Manager', 'Budtender']);
  });
});
