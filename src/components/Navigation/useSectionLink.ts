import {useCallback, type MouseEvent} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {TIMING} from '@site/src/data/constants';
import {
  isSamePage,
  parseSectionLink,
  sectionOffTarget,
  sectionScrollDelay,
  sectionScrollTop,
} from '@site/src/lib/sectionScroll';
import {scrollToBand} from '@site/src/lib/bandLayout';

type ClickHandler = (event: MouseEvent<HTMLAnchorElement>) => void;

/** The visitor scrolling, tapping or pressing a key takes the scroll over: the landing stops following. */
const TAKE_OVER_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

function alignSection(element: Element) {
  scrollToBand(element, (top, scrollY) => sectionScrollTop(top, scrollY));
}

/**
 * Scrolls to the section, then follows it while the page settles: when a scroll ends off the line (a band or
 * an image above it took its real height on the way) it scrolls again, until the visitor takes over or
 * `sectionSettleMs` have passed. A browser without `scrollend` scrolls once.
 */
function followSection(element: Element) {
  const check = () => {
    if (!element.isConnected) return stop();
    const maxScrollY = document.documentElement.scrollHeight - window.innerHeight;
    if (sectionOffTarget(element.getBoundingClientRect().top, window.scrollY, maxScrollY)) alignSection(element);
  };
  const stop = () => {
    window.clearTimeout(timer);
    window.removeEventListener('scrollend', check);
    for (const type of TAKE_OVER_EVENTS) window.removeEventListener(type, stop, true);
  };
  const timer = window.setTimeout(stop, TIMING.sectionSettleMs);
  window.addEventListener('scrollend', check);
  for (const type of TAKE_OVER_EVENTS) window.addEventListener(type, stop, {capture: true, passive: true});
  alignSection(element);
}

/**
 * Lands on the section once the new route has rendered it. A slow phone may still be loading the route's
 * code when the delay is up, and the page being left may have an element with the same id (/about has
 * `#features` too): that one is never the target.
 */
function landOnSection(id: string, leftBehind: Element | null) {
  const giveUpAt = performance.now() + TIMING.sectionWaitMs;
  const find = () => {
    const element = document.getElementById(id);
    if (element && element !== leftBehind) followSection(element);
    else if (performance.now() < giveUpAt) requestAnimationFrame(find);
  };
  find();
}

/**
 * Click handler for a section link such as `/pricing#plans`: navigates (from
 * any page) and then scrolls the section to 80 px below the top, once the page
 * has had time to render. Other links keep their own handler.
 */
export function useSectionLinkClick(to: string | undefined, onClick?: ClickHandler): ClickHandler | undefined {
  const history = useHistory();
  const {pathname} = useLocation();
  const section = parseSectionLink(to);
  // The section's parts, not the object parseSectionLink makes anew on every render.
  const sectionPath = section?.path;
  const sectionId = section?.id;
  const handler = useCallback<ClickHandler>(
    (event) => {
      onClick?.(event);
      if (
        sectionPath === undefined ||
        sectionId === undefined ||
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      event.preventDefault();
      const leftBehind = isSamePage(pathname, sectionPath) ? null : document.getElementById(sectionId);
      history.push(`${sectionPath}#${sectionId}`);
      window.setTimeout(() => landOnSection(sectionId, leftBehind), sectionScrollDelay(pathname, sectionPath));
    },
    [history, onClick, pathname, sectionPath, sectionId],
  );
  return section ? handler : onClick;
}
