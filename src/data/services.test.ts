import {describe, expect, it} from 'vitest';
import {LINKS} from './constants';
import {adNetwork, consultancy, digitalSignage, serviceActions} from './services';
import {consultancySchema, partnerServiceSchema, serviceActionsSchema} from './schemas';
import {expectMatchesSchema} from './testing';

describe('services data', () => {
  it('matches the schemas', () => {
    expectMatchesSchema(partnerServiceSchema, digitalSignage);
    expectMatchesSchema(partnerServiceSchema, adNetwork);
    expectMatchesSchema(consultancySchema, consultancy);
    expectMatchesSchema(serviceActionsSchema, serviceActions);
  });

  it('sends each partner service to its provider', () => {
    expect(digitalSignage.provider.href).toBe(LINKS.menuBoardProvider);
    expect(adNetwork.provider.href).toBe(LINKS.adNetworkProvider);
  });
});
