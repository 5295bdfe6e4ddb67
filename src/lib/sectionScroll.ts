import {TIMING} from '../data/constants';
import {normalizePath} from './urls';

/**
 * Section links (`/pricing#plans`) from the header and elsewhere: the page may
 * still be rendering when the route changes, so the scroll runs after a short
 * delay (300 ms from another page, 100 ms on the same
 * page) and leaves the section's top 80 px below the top of the viewport.
 */
export type SectionLink = {path: string; id: string};

/** `/pricing#plans` -> {path: '/pricing', id: 'plans'}; anything else -> null. */
export function parseSectionLink(to: string | undefined): SectionLink | null {
  if (!to) return null;
  const match = /^(\/[^#?]*)#([A-Za-z][\w-]*)$/.exec(to);
  if (!match) return null;
  return {path: normalizePath(match[1]!), id: match[2]!};
}

/** Whether a section link points into the page it is clicked on (`/pricing/` and `/pricing` are one page). */
export function isSamePage(currentPath: string, targetPath: string): boolean {
  return normalizePath(currentPath) === normalizePath(targetPath);
}

export function sectionScrollDelay(currentPath: string, targetPath: string): number {
  return isSamePage(currentPath, targetPath) ? TIMING.pricingScrollSamePageMs : TIMING.pricingScrollFromOtherPageMs;
}

/** Document offset to scroll to so the element's top sits `offset` px below the viewport top. */
export function sectionScrollTop(
  elementViewportTop: number,
  scrollY: number,
  offset: number = TIMING.scrollOffsetPx,
): number {
  return Math.max(0, Math.round(elementViewportTop + scrollY - offset));
}

/**
 * Whether a section that should sit `offset` px below the top is more than a pixel away from it
 * and the page can still scroll there (`maxScrollY`: the last section may be too short to reach the line).
 */
export function sectionOffTarget(
  elementViewportTop: number,
  scrollY: number,
  maxScrollY: number,
  offset: number = TIMING.scrollOffsetPx,
): boolean {
  const target = Math.min(sectionScrollTop(elementViewportTop, scrollY, offset), Math.max(0, Math.floor(maxScrollY)));
  return Math.abs(target - scrollY) > 1;
}
