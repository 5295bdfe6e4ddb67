import {ADA_WIDGET} from './constants';
import {adaAdjustments} from './agents';

/**
 * Facts the Help Center states that the marketing pages do not: what each of
 * the ADA widget's adjustments does, who on a store's team may do what, and
 * how long account data stays exportable after cancelling. The adjustment names are the ADA widget page's
 * own list (`adaAdjustments`), so the two can never drift apart; the test
 * beside this file checks every name has exactly one explanation.
 */

type AdaFeatureGroup =
  'Text and spacing' | 'Color and contrast' | 'Reading aids' | 'Motion and media' | 'Navigation' | 'Settings';

export type AdaFeature = {name: string; group: AdaFeatureGroup; explanation: string};

/** What each adjustment changes, keyed by its name on the ADA widget page. */
const explanations: Record<string, {group: AdaFeatureGroup; explanation: string}> = {
  [adaAdjustments[0]!]: {
    group: 'Text and spacing',
    explanation: `Enlarges all page text in steps, up to ${ADA_WIDGET.textScalingMaxPercent}% of its original size, without zooming images or the layout.`,
  },
  'Line height': {
    group: 'Text and spacing',
    explanation: 'Adds space between lines so long product descriptions are easier to follow.',
  },
  'Letter spacing': {
    group: 'Text and spacing',
    explanation: 'Widens the gap between letters, which helps some readers with low vision or dyslexia.',
  },
  'Word spacing': {group: 'Text and spacing', explanation: 'Widens the gap between words so each one stands apart.'},
  'Readable font': {
    group: 'Text and spacing',
    explanation: 'Replaces decorative or condensed brand fonts with a plain, high-legibility sans-serif.',
  },
  'Dyslexia-friendly font': {
    group: 'Text and spacing',
    explanation:
      'Switches text to a typeface with weighted letter bottoms that some readers with dyslexia find easier.',
  },
  'Text alignment': {
    group: 'Text and spacing',
    explanation: 'Aligns text left, center or right, and removes justified text with uneven gaps.',
  },
  'High contrast': {
    group: 'Color and contrast',
    explanation: 'Raises the contrast between text and its background across the page.',
  },
  'Dark contrast': {
    group: 'Color and contrast',
    explanation: 'Light text on dark backgrounds, for visitors sensitive to glare.',
  },
  'Light contrast': {
    group: 'Color and contrast',
    explanation: 'Dark text on light backgrounds, for pages whose theme is dark or low contrast.',
  },
  'Monochrome': {
    group: 'Color and contrast',
    explanation: 'Shows the page in grayscale, for visitors distracted or troubled by color.',
  },
  'Low saturation': {group: 'Color and contrast', explanation: 'Softens bright colors without removing them.'},
  'High saturation': {
    group: 'Color and contrast',
    explanation: 'Strengthens colors so color-coded labels, such as strain types, are easier to tell apart.',
  },
  'Highlight links': {
    group: 'Reading aids',
    explanation: 'Underlines and outlines every link so it cannot be mistaken for plain text.',
  },
  'Highlight headings': {
    group: 'Reading aids',
    explanation: 'Outlines every heading so the structure of a page is visible at a glance.',
  },
  'Large cursor': {
    group: 'Navigation',
    explanation: 'Replaces the mouse pointer with a larger one that is easier to track.',
  },
  'Reading guide': {
    group: 'Reading aids',
    explanation: 'A horizontal bar that follows the pointer and underlines the line being read.',
  },
  'Reading mask': {
    group: 'Reading aids',
    explanation: 'Dims the page except for a band around the pointer, to cut visual clutter.',
  },
  'Stop animations': {
    group: 'Motion and media',
    explanation: 'Pauses carousels, animated banners, GIFs and transitions on the page.',
  },
  'Hide images': {
    group: 'Motion and media',
    explanation: 'Hides images and shows their text alternative instead, for a calmer, text-only view.',
  },
  'Mute media': {group: 'Motion and media', explanation: 'Silences audio and video on the page.'},
  'Read page aloud': {
    group: 'Reading aids',
    explanation: 'Reads the text the visitor clicks or selects aloud, using the voice built into their browser.',
  },
  'Keyboard navigation focus': {
    group: 'Navigation',
    explanation: 'Draws a thick, high-contrast outline around whatever has keyboard focus.',
  },
  'Page structure outline': {
    group: 'Navigation',
    explanation: 'Lists the page’s headings, regions and links in a panel the visitor can jump from.',
  },
  'Image descriptions on hover': {
    group: 'Reading aids',
    explanation: 'Shows an image’s text alternative in a tooltip when the pointer rests on it.',
  },
  'Reset all settings': {
    group: 'Settings',
    explanation: 'Turns every adjustment off and returns the page to how your store designed it.',
  },
};

/** The ADA widget's adjustments in the ADA widget page's order, each with what it does. */
export const adaFeatures: readonly AdaFeature[] = adaAdjustments.map((name) => {
  const entry = explanations[name];
  if (!entry) throw new Error(`helpCenterFacts: no explanation for the ADA widget adjustment "${name}"`);
  return {name, ...entry};
});

/** Names that have an explanation; the test checks these are exactly the page's adjustments. */
export const explainedAdaFeatureNames: readonly string[] = Object.keys(explanations);

export const ACCOUNT_DATA = {
  /** After a subscription ends, how long the dashboard stays readable for exports before data is deleted. */
  exportWindowDays: 30,
  /** How long a failed card is retried before agents and then the chat pause. */
  paymentRetryDays: 7,
} as const;

export const ROLES = ['Owner', 'Manager', 'Budtender'] as const;
type Role = (typeof ROLES)[number];

/** 'Yes', 'No', or a short limit ("Budtenders only") where a role has part of a permission. */
type Access = 'Yes' | 'No' | (string & {});

export type RolePermission = {permission: string; access: Record<Role, Access>};

const row = (permission: string, owner: Access, manager: Access, budtender: Access): RolePermission => ({
  permission,
  access: {Owner: owner, Manager: manager, Budtender: budtender},
});

/** The dashboard's permissions by role, in the order of the roles page's table. */
export const rolePermissions: readonly RolePermission[] = [
  row('Billing: plan, invoices, card, cancelling', 'Yes', 'No', 'No'),
  row('Integrations: connect, reconnect, disconnect', 'Yes', 'Yes', 'No'),
  row('Installation settings and store id', 'Yes', 'Yes', 'No'),
  row('Switch agents on or off', 'Yes', 'Yes', 'No'),
  row('Promotions: create, edit, end', 'Yes', 'Yes', 'View only'),
  row('Brand tone and templates', 'Yes', 'Yes', 'No'),
  row('Staff hand-off hours', 'Yes', 'Yes', 'No'),
  row('Take and answer hand-offs', 'Yes', 'Yes', 'Yes'),
  row('Read conversation logs', 'All', 'All', 'Own hand-offs'),
  row('Analytics', 'Yes', 'Yes', 'No'),
  row('CSV export', 'Yes', 'Yes', 'No'),
  row('API keys: create, revoke', 'Yes', 'No', 'No'),
  row('Invite users', 'Yes', 'Budtenders only', 'No'),
  row('Change roles, remove users', 'Yes', 'Budtenders only', 'No'),
  row('Transfer ownership', 'Yes', 'No', 'No'),
];
