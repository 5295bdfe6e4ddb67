import {describe, expect, it} from 'vitest';
import {integrationPartners, partnerById, SYNC_KINDS, type IntegrationPartner} from '../../data/integrations';
import {CAPABILITY_COLUMNS, capabilityRow, capabilityRows, formatVerifiedMonth, SUPPORT_LABELS} from './capabilityRows';

const sample: IntegrationPartner = {
  ...partnerById('dutchie'),
  syncs: {
    menu: {level: 'yes'},
    inventory: {level: 'yes', note: 'By webhook.'},
    prices: {level: 'no'},
    promotions: {level: 'partial', note: 'Sale prices only.'},
    customers: {level: 'no', note: 'Not read.'},
    orders: {level: 'partial', note: 'Hand-off only.'},
  },
  lastVerified: '2026-02-01',
};

describe('capabilityRows', () => {
  it('makes one row per partner, in the data order', () => {
    const rows = capabilityRows(integrationPartners);
    expect(rows.map((row) => row.id)).toEqual(integrationPartners.map((p) => p.id));
  });

  it('gives every row one cell per sync kind, in column order, with the level as words', () => {
    const row = capabilityRow(sample);
    expect(row.cells.map((cell) => cell.kind)).toEqual([...SYNC_KINDS]);
    expect(row.cells.map((cell) => cell.text)).toEqual(['Yes', 'Yes', 'No', 'Partial', 'No', 'Partial']);
    expect(row.cells.map((cell) => cell.label)).toEqual(
      CAPABILITY_COLUMNS.slice(0, SYNC_KINDS.length).map((column) => column.label),
    );
  });

  it('keeps notes where the data has them and adds none where it has not', () => {
    const [menu, inventory, , promotions] = capabilityRow(sample).cells;
    expect(menu).not.toHaveProperty('note');
    expect(inventory!.note).toBe('By webhook.');
    expect(promotions).toMatchObject({level: 'partial', text: SUPPORT_LABELS.partial, note: 'Sale prices only.'});
  });

  it('carries the guide, interval, sign-in method and the verified month', () => {
    const row = capabilityRow(sample);
    expect(row).toMatchObject({
      guide: '/docs/integrations/dutchie',
      syncInterval: sample.syncInterval,
      auth: sample.auth,
      lastVerified: 'February 2026',
    });
  });

  it('ends the columns with the interval and the sign-in method', () => {
    expect(CAPABILITY_COLUMNS.map((column) => column.key).slice(-2)).toEqual(['syncInterval', 'auth']);
  });
});

describe('formatVerifiedMonth', () => {
  it('prints the month and year in UTC', () => {
    expect(formatVerifiedMonth('2026-11-30')).toBe('November 2026');
    expect(formatVerifiedMonth('2027-01-01')).toBe('January 2027');
  });

  it('refuses a value that is not a date', () => {
    expect(() => formatVerifiedMonth('soon')).toThrow('Not a date: soon');
  });
});
