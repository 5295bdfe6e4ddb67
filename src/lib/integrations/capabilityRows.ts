/**
 * Turns the partner data into what the capability table and the guides'
 * sync summaries render, so both show the same words for the same data and
 * the components stay free of rules. Every word comes in the page's language.
 */
import type {Locale, Localized} from '../../data/constants';
import {formatMonthYear} from '../dates';
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
export const SUPPORT_LABELS: Localized<Record<SupportLevel, string>> = {
  en: {yes: 'Yes', no: 'No', partial: 'Partial'},
  es: {yes: 'Sí', no: 'No', partial: 'Parcial'},
};

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

/** The headings of the two columns after the sync kinds (and of the guides' summary rows). */
export const DETAIL_LABELS: Localized<Record<'syncInterval' | 'auth', string>> = {
  en: {syncInterval: 'Sync interval', auth: 'Sign-in method'},
  es: {syncInterval: 'Frecuencia de sincronización', auth: 'Método de acceso'},
};

const columnsIn = (locale: Locale): readonly CapabilityColumn[] => [
  ...SYNC_KINDS.map((kind) => ({key: kind, label: SYNC_KIND_LABELS[locale][kind]})),
  {key: 'syncInterval', label: DETAIL_LABELS[locale].syncInterval},
  {key: 'auth', label: DETAIL_LABELS[locale].auth},
];

/** Column headings after the partner column, in table order. */
export const CAPABILITY_COLUMNS: Localized<readonly CapabilityColumn[]> = {en: columnsIn('en'), es: columnsIn('es')};

/**
 * '2026-11-16' → 'November 2026' / 'noviembre de 2026'. Read in UTC, so the server and every visitor print the
 * same month.
 */
export function formatVerifiedMonth(isoDate: string, locale: Locale): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date: ${isoDate}`);
  return formatMonthYear(date, locale);
}

/** One partner's row, in the language its data is in (`integrationPartners[locale]`). */
export function capabilityRow(partner: IntegrationPartner, locale: Locale): CapabilityRow {
  return {
    id: partner.id,
    name: partner.name,
    guide: partner.guide,
    category: partner.category,
    cells: SYNC_KINDS.map((kind) => {
      const support = partner.syncs[kind];
      return {
        kind,
        label: SYNC_KIND_LABELS[locale][kind],
        level: support.level,
        text: SUPPORT_LABELS[locale][support.level],
        ...(support.note ? {note: support.note} : {}),
      };
    }),
    syncInterval: partner.syncInterval,
    auth: partner.auth,
    lastVerified: formatVerifiedMonth(partner.lastVerified, locale),
  };
}

export function capabilityRows(partners: readonly IntegrationPartner[], locale: Locale): CapabilityRow[] {
  return partners.map((partner) => capabilityRow(partner, locale));
}
