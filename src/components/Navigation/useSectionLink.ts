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
  const handler = useCallback<ClickHandler>(
    (event) => {
      onClick?.(event);
      if (!section || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      history.push(`${section.path}#${section.id}`);
      window.setTimeout(() => scrollToSection(section.id), sectionScrollDelay(pathname, section.path));
    },
    [history, onClick, pathname, section?.path, section?.id],
  );
  return section ? handler : onClick;
}
