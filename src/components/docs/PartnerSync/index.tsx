import React from 'react';
import {partnerById, type PartnerId} from '@site/src/data/integrations';
import {capabilityRow, DETAIL_LABELS} from '@site/src/lib/integrations/capabilityRows';
import {useLocale} from '@site/src/lib/i18n/useLocale';
import SupportLevel from '@site/src/components/shared/ComparisonTable/SupportLevel';
import styles from './styles.module.css';

/** The page's language's row of one partner: the guides in every language use these components the same way. */
function usePartnerRow(id: PartnerId) {
  const locale = useLocale();
  return {locale, row: capabilityRow(partnerById(id, locale), locale)};
}

/** One partner's row of the capability table as a definition list, for a guide's "What syncs and how often". */
export default function PartnerSyncSummary({id}: {id: PartnerId}) {
  const {locale, row} = usePartnerRow(id);
  const labels = DETAIL_LABELS[locale];
  return (
    <dl className={styles.list} data-partner={row.id}>
      {row.cells.map((cell) => (
        <div key={cell.kind} className={styles.item}>
          <dt>{cell.label}</dt>
          <dd>
            <SupportLevel level={cell.level} text={cell.text} />
            {cell.note ? (
              <>
                {/* Read aloud and copied as text, the level and its note are two sentences, not one word run together. */}
                <span className="sr-only">. </span>
                <span className={styles.note}>{cell.note}</span>
              </>
            ) : null}
          </dd>
        </div>
      ))}
      <div className={styles.item}>
        <dt>{labels.syncInterval}</dt>
        <dd>{row.syncInterval}</dd>
      </div>
      <div className={styles.item}>
        <dt>{labels.auth}</dt>
        <dd>{row.auth}</dd>
      </div>
    </dl>
  );
}

/** The month a guide's steps were last checked against the partner's back office, from the same data. */
export function LastVerified({id}: {id: PartnerId}) {
  return <>{usePartnerRow(id).row.lastVerified}</>;
}
