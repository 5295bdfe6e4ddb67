/**
 * Turns the partner data into what the capability table and the guides'
 * sync summaries render, so both show the same words for the same data and
 * the components stay free of rules.
 */
import {
  SYNC_KINDS,
  SYNC_KIND_LABELS,
  type IntegrationPartner,
  type PartnerId,
  type SyncKind,
  type SyncSupport,
} from '../../data/integrations';

export type SupportLevel = SyncSupport['level'];

/** The words read for each level: the table shows them as text beside the icon, never the icon alone. */
export const SUPPORT_LABELS: Record<SupportLevel, string> = {yes: 'Yes', no: 'No', partial: 'Partial'};

type CapabilityCell = {kind: SyncKind; label: string; level: SupportLevel; text: string; note?: string};

export type CapabilityRow = {
  id: PartnerId;
  name: string;
  guide: string;
  category: string;
  cells: CapabilityCell[];
  syncInterval: string;
  auth: string;
  lastVerified: string;
};

export type CapabilityColumn = {key: SyncKind | 'syncInterval' | 'auth'; label: string};

/** Column headings after the partner column, in table order. */
export const CAPABILITY_COLUMNS: readonly CapabilityColumn[] = [
  ...SYNC_KINDS.map((kind) => ({key: kind, label: SYNC_KIND_LABELS[kind]})),
  {key: 'syncInterval', label: 'Sync interval'},
  {key: 'auth', label: 'Sign-in method'},
];

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** '2026-11-16' → 'November 2026'. Read in UTC, so the server and every visitor print the same month. */
export function formatVerifiedMonth(isoDate: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date: ${isoDate}`);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export function capabilityRow(partner: IntegrationPartner): CapabilityRow {
  return {
    id: partner.id,
    name: partner.name,
    guide: partner.guide,
    category: partner.category,
    cells: SYNC_KINDS.map((kind) => {
      const support = partner.syncs[kind];
      return {
        kind,
        label: SYNC_KIND_LABELS[kind],
        level: support.level,
        text: SUPPORT_LABELS[support.level],
        ...(support.note ? {note: support.note} : {}),
      };
    }),
    syncInterval: partner.syncInterval,
    auth: partner.auth,
    lastVerified: formatVerifiedMonth(partner.lastVerified),
  };
}

export function capabilityRows(partners: readonly IntegrationPartner[]): CapabilityRow[] {
  return partners.map(capabilityRow);
}
