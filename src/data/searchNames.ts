import {agentCards} from './agents';
import type {AgentId} from './constants';

/**
 * The pages of our agents, services and products, each with the name a visitor
 * searches for. The site search (Pagefind) titles these pages by this name and
 * weighs it above any text of the page (src/theme/Layout), so "upsell" lists the
 * Upsell Agent first, titled "Upsell Agent" rather than its hero's slogan.
 * `terms` are the shorter words a visitor types for it; each must also bring
 * the page first (tests/e2e/search-names.spec.ts).
 */
export type ProductSearchName = {
  /** The route, e.g. '/agents/upsell-agent'. */
  path: string;
  /** The product's name as the navbar and the cards say it. */
  name: string;
  /** Shorter searches that must find it first (lower case). */
  terms: readonly string[];
};

/** Shorter searches for each agent, by its id. */
const AGENT_TERMS: Record<AgentId, readonly string[]> = {
  'upsell-agent': ['upsell'],
  'loyalty-agent': ['loyalty agent'],
  'review-agent': ['review agent'],
  'knowledge-agent': ['knowledge agent'],
  'ada-widget': ['ada widget'],
};

export const PRODUCT_SEARCH_NAMES: readonly ProductSearchName[] = [
  {path: '/ai-product-bot', name: 'AI Product Bot', terms: ['product bot']},
  {path: '/ai-agents', name: 'AI Agents', terms: []},
  // Agent names and paths are the same in every language; each language's build carries only its own cards.
  ...(agentCards.en ?? agentCards.es).map(({id, name, path}) => ({path, name, terms: AGENT_TERMS[id]})),
  {path: '/services/digital-signage', name: 'Digital Signage', terms: ['signage']},
  {path: '/services/ad-network', name: 'Ad Network', terms: []},
  {path: '/services/consultancy', name: 'Consultancy', terms: []},
];
