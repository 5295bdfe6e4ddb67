import {describe, expect, it} from 'vitest';
import {findEmoji} from './emoji';

describe('findEmoji', () => {
  it('finds pictographs, presentation selectors and keycaps', () => {
    expect(findEmoji('Cart 🛒 and ♿ and 🧑‍🏫')).toEqual(['🛒', '♿', '🧑', '🏫']);
    expect(findEmoji('✉️ Mail')).toEqual(['✉', '\u{FE0F}']);
    expect(findEmoji('Press 1\u{FE0F}\u{20E3}')).toEqual(['\u{FE0F}', '\u{20E3}']);
    expect(findEmoji('↩ undo')).toEqual(['↩']);
  });

  it('leaves text symbols, digits, arrows and bullets alone', () => {
    expect(findEmoji('© 2026 BudBot® Budtender™ #1 * 42')).toEqual([]);
    expect(findEmoji('← Back to Blog')).toEqual([]);
    expect(findEmoji('Free weekly insights • No spam • Unsubscribe anytime')).toEqual([]);
    expect(findEmoji('✓ Included → next')).toEqual([]);
  });
});
