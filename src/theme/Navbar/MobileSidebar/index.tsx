import React, {startTransition, useEffect, useRef, useState} from 'react';
import {useLocation} from '@docusaurus/router';
// The drawer's state hook is exported only from theme-common's internal entry, as the theme's own drawer reads it;
// the hook's contract (shown, toggle, shouldRender) is what tests/e2e/header-footer.spec.ts and keyboard.spec.ts
// exercise, and its module is hash-checked with patch "drawer-dialog".
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';

/**
 * The phone drawer ("Navigation Menu"): the theme's (which closes on overlay
 * click and on choosing a link, and locks the page's scroll), wrapped. On top:
 * Escape and route changes close it, focus moves into it when it opens and
 * back to the menu button when it closes, and it is built after hydration.
 * Patch "drawer-dialog" (plugins/lean-client/patches/drawer-dialog.ts), with ./Layout: its switch, the hashes
 * of the framework files it stands on, and the upstream issue that would let it go.
 */
/** Tab and Shift+Tab cycle inside the open drawer (it is a modal dialog). */
function keepFocusInside(event: KeyboardEvent) {
  const drawer = document.querySelector<HTMLElement>('.navbar-sidebar');
  if (!drawer) return;
  const focusable = Array.from(drawer.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')).filter(
    (element) => element.offsetParent !== null,
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !drawer.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !drawer.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

export default function NavbarMobileSidebarWrapper() {
  const mobileSidebar = useNavbarMobileSidebar();
  const {shown, toggle} = mobileSidebar;
  const {pathname} = useLocation();
  const shownRef = useRef(shown);
  const wasShown = useRef(false);

  // The drawer holds every navbar link again: building it is part of no first paint, so it is
  // built in a task of its own after hydration (on a phone, inside hydration it made a long task).
  const [built, setBuilt] = useState(false);
  useEffect(() => {
    if (built || !mobileSidebar.shouldRender) return undefined;
    const timer = window.setTimeout(() => startTransition(() => setBuilt(true)));
    return () => window.clearTimeout(timer);
  }, [built, mobileSidebar.shouldRender]);

  useEffect(() => {
    shownRef.current = shown;
  }, [shown]);

  useEffect(() => {
    if (shownRef.current) toggle();
  }, [pathname, toggle]);

  useEffect(() => {
    if (!shown) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') toggle();
      if (event.key === 'Tab') keepFocusInside(event);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shown, toggle]);

  useEffect(() => {
    if (shown) {
      wasShown.current = true;
      // The panel is still visibility: hidden on the first frame of its slide-in, so retry for a few frames.
      let frame = 0;
      let tries = 0;
      const focusTitle = () => {
        const title = document.getElementById('navigation-menu-title');
        title?.focus();
        if (document.activeElement !== title && ++tries < 20) frame = window.requestAnimationFrame(focusTitle);
      };
      frame = window.requestAnimationFrame(focusTitle);
      return () => window.cancelAnimationFrame(frame);
    }
    if (wasShown.current) {
      wasShown.current = false;
      document.querySelector<HTMLButtonElement>('.navbar__toggle')?.focus();
    }
    return undefined;
  }, [shown]);

  if (!(built || shown)) return null;
  return <NavbarMobileSidebar />;
}
