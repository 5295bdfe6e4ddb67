import {describe, expect, it, vi} from 'vitest';
import {handleArrowKeys, wrapIndex} from './useCarousel';

describe('wrapIndex', () => {
  it('wraps forward from the last item to the first and back from the first to the last', () => {
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(0, -1, 4)).toBe(3);
    expect(wrapIndex(1, 1, 4)).toBe(2);
    expect(wrapIndex(2, -7, 4)).toBe(3);
  });

  it('copes with an empty carousel', () => {
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('handleArrowKeys', () => {
  it('maps left and right arrows and ignores other keys', () => {
    const previous = vi.fn();
    const next = vi.fn();
    expect(handleArrowKeys('ArrowLeft', {previous, next})).toBe(true);
    expect(handleArrowKeys('ArrowRight', {previous, next})).toBe(true);
    expect(handleArrowKeys('Enter', {previous, next})).toBe(false);
    expect(previous).toHaveBeenCalledOnce();
    expect(next).toHaveBeenCalledOnce();
  });
});
