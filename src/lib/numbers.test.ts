import {describe, expect, it} from 'vitest';
import {formatCompact, formatWhole} from './numbers';

describe('number formats', () => {
  it('shortens audience figures like the platforms do', () => {
    expect(formatCompact(12400)).toBe('12.4K');
    expect(formatCompact(86000)).toBe('86K');
    expect(formatCompact(980)).toBe('980');
    expect(formatCompact(1_250_000)).toBe('1.3M');
  });

  it('groups whole numbers', () => {
    expect(formatWhole(18400)).toBe('18,400');
    expect(formatWhole(12.6)).toBe('13');
  });
});
