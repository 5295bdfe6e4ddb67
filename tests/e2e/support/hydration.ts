import type {Page} from '@playwright/test';

/**
 * What React's commits showed of a page's hydration (a page hydrates in pieces). React
 * commits the page shell first and hydrates each piece (a Suspense boundary: a PageLayout section,
 * src/components/shared/PageLayout/Pieces, or a `##` section of an MDX page,
 * plugins/lean-client/rehypeHydrationPieces.ts) afterwards in a task of its own.
 */
export type Hydration = {
  commits: number;
  /** Whether the header was hydrated at React's first commit. */
  shellAtFirstCommit: boolean | null;
  /** Whether the last piece was hydrated at the first commit; null when `<main>` holds no piece. */
  lastPieceAtFirstCommit: boolean | null;
  /** Whether the last piece is hydrated when read. */
  lastPieceNow: boolean | null;
  /** The start of the last piece's HTML, for a failure message. */
  lastPiece: string | null;
};

/**
 * Records, from before the page's first byte (an init script, so call it before `page.goto`), React's
 * commits and, at the first, whether the header and the page's last piece were hydrated. React marks
 * a DOM node with a `__reactFiber$…` key when it hydrates it, and calls the DevTools hook on every
 * commit, production builds included. The last piece is the first element of the last Suspense
 * boundary the server rendered in `<main>` (between `<!--$-->` and `<!--/$-->`): on every kind of page
 * the piece that holds the end of its content, whatever its markup. Returns the reader.
 */
export async function recordHydration(page: Page): Promise<() => Promise<Hydration>> {
  await page.addInitScript(() => {
    const hydrated = (node: Node | null) => !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
    const lastPiece = (): Element | null => {
      const main = document.querySelector('main');
      if (!main) return null;
      const comments = document.createTreeWalker(main, NodeFilter.SHOW_COMMENT);
      let start: Node | null = null;
      for (let node = comments.nextNode(); node; node = comments.nextNode())
        if ((node as Comment).data === '$') start = node;
      for (let node = start?.nextSibling ?? null; node; node = node.nextSibling) {
        if (node instanceof Element) return node;
        if (node instanceof Comment && node.data === '/$') return null;
      }
      return null;
    };
    let piece: Element | null = null;
    const state = {
      commits: 0,
      shellAtFirstCommit: null as boolean | null,
      lastPieceAtFirstCommit: null as boolean | null,
    };
    const read = () => ({
      ...state,
      lastPieceNow: piece && hydrated(piece),
      lastPiece: piece?.outerHTML.slice(0, 100) ?? null,
    });
    Object.assign(window, {__hydration: read});
    (window as unknown as {__REACT_DEVTOOLS_GLOBAL_HOOK__: object}).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers: new Map(),
      supportsFiber: true,
      inject: () => 1,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot: () => {
        state.commits += 1;
        if (state.commits > 1) return;
        piece = lastPiece();
        state.lastPieceAtFirstCommit = piece && hydrated(piece);
        state.shellAtFirstCommit = hydrated(document.querySelector('.navbar'));
      },
    };
  });
  return () => page.evaluate(() => (window as unknown as {__hydration: () => Hydration}).__hydration());
}
