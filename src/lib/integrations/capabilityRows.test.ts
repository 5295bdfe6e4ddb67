import {describe, expect, it} from 'vitest';
import {LOCALES} from '../../data/constants';
import {integrationPartners, partnerById, SYNC_KINDS, type IntegrationPartner} from '../../data/integrations';
import {CAPABILITY_COLUMNS, capabilityRow, capabilityRows, formatVerifiedMonth, SUPPORT_LABELS} from './capabilityRows';

const sample: IntegrationPartner = {
  ...partnerById('dutchie', 'en'),
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
    const rows = capabilityRows(integrationPartners.en, 'en');
    expect(rows.map((row) => row.id)).toEqual(integrationPartners.en.map((p) => p.id));
  });

  it('gives every row one cell per sync kind, in column order, with the level as words', () => {
    const row = capabilityRow(sample, 'en');
    expect(row.cells.map((cell) => cell.kind)).toEqual([...SYNC_KINDS]);
    expect(row.cells.map((cell) => cell.text)).toEqual(['Yes', 'Yes', 'No', 'Partial', 'No', 'Partial']);
    expect(row.cells.map((cell) => cell.label)).toEqual(
      CAPABILITY_COLUMNS.en.slice(0, SYNC_KINDS.length).map((column) => column.label),
    );
  });

  it('keeps notes where the data has them and adds none where it has not', () => {
    const [menu, inventory, , promotions] = capabilityRow(sample, 'en').cells;
    expect(menu).not.toHaveProperty('note');
    expect(inventory!.note).toBe('By webhook.');
    expect(promotions).toMatchObject({level: 'partial', text: SUPPORT_LABELS.en.partial, note: 'Sale prices only.'});
  });

  it('carries the guide, interval, sign-in method and the verified month', () => {
    const row = capabilityRow(sample, 'en');
    expect(row).toMatchObject({
      guide: '/docs/integrations/dutchie',
      syncInterval: sample.syncInterval,
      auth: sample.auth,
      lastVerified: 'February 2026',
    });
  });

  it('ends the columns with the interval and the sign-in method', () => {
    expect(CAPABILITY_COLUMNS.en.map((column) => column.key).slice(-2)).toEqual(['syncInterval', 'auth']);
  });

  it('has the same columns in every language, each with its own words', () => {
    for (const locale of LOCALES) {
      expect(CAPABILITY_COLUMNS[locale].map((column) => column.key)).toEqual(
        CAPABILITY_COLUMNS.en.map((column) => column.key),
      );
    }
    expect(CAPABILITY_COLUMNS.es.map((column) => column.label)).toEqual([
      'Menú',
      'Inventario',
      'Precios',
      'Promociones',
      'Perfiles de clientes',
      'Pedidos',
      'Frecuencia de sincronización',
      'Método de acceso',
    ]);
  });

  it('writes a Spanish row in Spanish: levels, labels, notes and the month', () => {
    const row = capabilityRow(partnerById('dutchie', 'es'), 'es');
    expect(row.cells.map((cell) => cell.text)).toEqual(['Sí', 'Sí', 'Sí', 'Parcial', 'No', 'Sí']);
    expect(row.cells[4]).toMatchObject({
      label: 'Perfiles de clientes',
      note: 'BudBot no lee los registros de clientes de Dutchie.',
    });
    expect(row).toMatchObject({
      category: 'POS y comercio electrónico',
      syncInterval: 'Cada 5 minutos',
      lastVerified: 'noviembre de 2026',
    });
  });
});

describe('formatVerifiedMonth', () => {
  it('prints the month and year in UTC', () => {
    expect(formatVerifiedMonth('2026-11-30', 'en')).toBe('November 2026');
    expect(formatVerifiedMonth('2027-01-01', 'en')).toBe('January 2027');
  });

  it('prints the month in Spanish as a sentence writes it', () => {
    expect(formatVerifiedMonth('2026-11-30', 'es')).toBe('noviembre de 2026');
    expect(formatVerifiedMonth('2027-01-01', 'es')).toBe('enero de 2027');
  });

  it('refuses a value that is not a date', () => {
    expect(() => formatVerifiedMonth('soon', 'en')).toThrow('Not a date: soon');
  });
});
