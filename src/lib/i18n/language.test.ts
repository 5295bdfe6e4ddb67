import {describe, expect, it} from 'vitest';
import {functionWordCounts, readsAs} from './language';

describe('telling English from Spanish', () => {
  it('reads a Help Center sentence in each language', () => {
    expect(readsAs('Open Settings → Integrations and click Connect next to your point of sale.')).toBe('en');
    expect(readsAs('Abre **Settings → Integrations** y haz clic en **Connect** junto a tu punto de venta.')).toBe('es');
    expect(readsAs('¿Cómo conecto Dutchie con BudBot si ya tengo una cuenta?')).toBe('es');
  });

  it('counts a Spanish sentence with English names and labels as Spanish', () => {
    expect(readsAs('El Upsell Agent sugiere productos de la Review Agent y del ADA widget en Dutchie.')).toBe('es');
  });

  it('does not decide on a label, a name or a figure', () => {
    for (const text of ['Upsell Agent', 'BudBot', '$79/month', 'Settings → Billing', 'Dutchie, Treez, Cova'])
      expect(readsAs(text), text).toBeUndefined();
  });

  it('ignores accents and case', () => {
    expect(functionWordCounts('MÁS Más mas').es).toBe(3);
  });
});
