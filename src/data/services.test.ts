import {describe, expect, it} from 'vitest';
import {LINKS, LOCALES} from './constants';
import {adNetwork, consultancy, digitalSignage, serviceActions} from './services';
import {consultancySchema, partnerServiceSchema, serviceActionsSchema} from './schemas';
import {expectMatchesSchema} from './testing';

describe('services data', () => {
  it('matches the schemas in every language', () => {
    for (const locale of LOCALES) {
      expectMatchesSchema(partnerServiceSchema, digitalSignage[locale]);
      expectMatchesSchema(partnerServiceSchema, adNetwork[locale]);
      expectMatchesSchema(consultancySchema, consultancy[locale]);
      expectMatchesSchema(serviceActionsSchema, serviceActions[locale]);
    }
  });

  it('sends each partner service to its provider, in every language', () => {
    for (const locale of LOCALES) {
      expect(digitalSignage[locale].provider.href).toBe(LINKS.menuBoardProvider);
      expect(adNetwork[locale].provider.href).toBe(LINKS.adNetworkProvider);
    }
  });

  it('keeps the section anchors and figures of the English pages', () => {
    for (const locale of LOCALES) {
      expect(digitalSignage[locale].steps.id).toBe('rollout');
      expect(adNetwork[locale].steps.id).toBe('campaigns');
      expect(consultancy[locale].stats.items.map((item) => item.value)).toEqual(
        consultancy.en.stats.items.map((item) => item.value),
      );
    }
  });
});
