import React from 'react';
import {partnerById, type PartnerId} from '@site/src/data/integrations';
import {capabilityRow} from '@site/src/lib/integrations/capabilityRows';
import SupportLevel from '@site/src/components/shared/ComparisonTable/SupportLevel';
import styles from './styles.module.css';

/** One partner's row of the capability table as a definition list, for a guide's "What syncs and how often". */
export default function PartnerSyncSummary({id}: {id: PartnerId}) {
  const row = capabilityRow(partnerById(id));
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
        <dt>Sync interval</dt>
        <dd>{row.syncInterval}</dd>
      </div>
      <div className={styles.item}>
        <dt>Sign-in method</dt>
        <dd>{row.auth}</dd>
      </div>
    </dl>
  );
}

/** The month a guide's steps were last checked against the partner's back office, from the same data. */
export function LastVerified({id}: {id: PartnerId}) {
  return <>{capabilityRow(partnerById(id)).lastVerified}</>;
}
