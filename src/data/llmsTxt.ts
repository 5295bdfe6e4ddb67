/**
 * What /llms.txt says before its links (plugins/llms-txt): the summary an AI assistant reads first,
 * the paragraphs that frame the links, and the marketing pages it may read when it has room.
 */
import {PRICING} from './constants';

export type LlmsTxtCopy = {summary: string; details: readonly string[]; optionalPages: readonly string[]};

export const LLMS_TXT = {
  summary:
    'BudBot is an AI virtual budtender for cannabis dispensaries and online cannabis retailers: it answers shoppers on the menu around the clock, recommends products from live inventory and hands compliance-sensitive questions to staff.',
  details: [
    `Each link below is a Markdown copy of a page; the same page without ".md" is its HTML version. The Help Center covers installation, the POS and menu integrations, each agent and the ADA widget, admin tools, billing (plans from $${PRICING.planMonthly} a month) and troubleshooting. Its compliance section explains the guardrails and what to check in each state.`,
    'The whole Help Center in one file, in reading order: /llms-full.txt.',
  ],
  optionalPages: ['/pricing', '/how-it-works', '/integrations', '/ai-agents', '/about', '/contact'],
} as const satisfies LlmsTxtCopy;
