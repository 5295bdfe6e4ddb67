import {useCallback, useState} from 'react';

/** Carousel state for the testimonial and demo-product carousels: the current index, wrapping both ways, and arrow-key handling. */

/** The index `delta` steps away from `index`, wrapping at both ends. */
export function wrapIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** State of a carousel whose previous and next wrap around. */
export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  const previous = useCallback(() => setIndex((current) => wrapIndex(current, -1, count)), [count]);
  const next = useCallback(() => setIndex((current) => wrapIndex(current, 1, count)), [count]);
  const goTo = useCallback((target: number) => setIndex(wrapIndex(target, 0, count)), [count]);
  return {index, previous, next, goTo};
}

/** Left and right arrow keys move a carousel; returns true when the key was handled. */
export function handleArrowKeys(key: string, {previous, next}: {previous: () => void; next: () => void}): boolean {
  if (key === 'ArrowLeft') previous();
  else if (key === 'ArrowRight') next();
  else return false;
  return true;
}
