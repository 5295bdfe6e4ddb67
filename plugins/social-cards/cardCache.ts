import {createHash} from 'node:crypto';
import type {CardContent, CardJob} from './cardContent';
import type {CardNode} from './cardTree';

/**
 * Cards are cached by a hash of what they show: the element tree satori draws
 * (text, layout, colours and the logo, so a design change redraws every card
 * without anyone bumping a version) plus the salt (font files, renderer
 * versions and the drawing modules' code). A rebuild draws only the cards
 * whose hash is not in the cache.
 */
export function cardKey(tree: CardNode, salt: string): string {
  return createHash('sha256').update(salt).update('\0').update(JSON.stringify(tree)).digest('hex').slice(0, 24);
}

/** What changes every card at once: the fonts' bytes, the renderers' versions, the drawing code. */
export function rendererSalt(parts: readonly (Buffer | Uint8Array | string)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

export type CardPlan = {
  /** Cards to draw, one per distinct key (two routes showing the same card share one drawing). */
  draw: {key: string; tree: CardNode}[];
  /** Every route with the key of the PNG it gets. */
  routes: {route: string; key: string}[];
  /** Distinct cards found in the cache. */
  reused: number;
};

export function planCards(
  jobs: readonly CardJob[],
  toTree: (content: CardContent) => CardNode,
  salt: string,
  isCached: (key: string) => boolean,
): CardPlan {
  const draw = new Map<string, CardNode>();
  const distinct = new Set<string>();
  const routes = jobs.map((job) => {
    const tree = toTree(job.content);
    const key = cardKey(tree, salt);
    if (!distinct.has(key)) {
      distinct.add(key);
      if (!isCached(key)) draw.set(key, tree);
    }
    return {route: job.route, key};
  });
  return {draw: [...draw].map(([key, tree]) => ({key, tree})), routes, reused: distinct.size - draw.size};
}
