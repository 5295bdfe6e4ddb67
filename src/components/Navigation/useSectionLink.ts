import {useCallback, type MouseEvent} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {parseSectionLink, sectionScrollDelay, sectionScrollTop} from '@site/src/lib/sectionScroll';
import {scrollToBand} from '@site/src/lib/bandLayout';

type ClickHandler = (event: MouseEvent<HTMLAnchorElement>) => void;

function scrollToSection(id: string) {
  const element = document.getElementById(id);
  if (element) scrollToBand(element, (top, scrollY) => sectionScrollTop(top, scrollY));
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
      if (sectionPath === undefined || sectionId === undefined || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      history.push(`${sectionPath}#${sectionId}`);
      window.setTimeout(() => scrollToSection(sectionId), sectionScrollDelay(pathname, sectionPath));
    },
    [history, onClick, pathname, sectionPath, sectionId],
  );
  return section ? handler : onClick;
}
