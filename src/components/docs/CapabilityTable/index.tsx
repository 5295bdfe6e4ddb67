import React, {useId} from 'react';
import Link from '@docusaurus/Link';
import {integrationPartners} from '@site/src/data/integrations';
import {CAPABILITY_COLUMNS, capabilityRows} from '@site/src/lib/integrations/capabilityRows';
import SupportLevel from './SupportLevel';
import styles from './styles.module.css';

const DEFAULT_CAPTION = 'What each integration syncs into BudBot, how often, and how it signs in';

/**
 * The seven partners side by side. Nine columns cannot fit a phone, so the table
 * scrolls sideways inside a focusable region (keyboard users scroll it with the
 * arrow keys) while the partner column stays pinned.
 */
export default function CapabilityTable({caption = DEFAULT_CAPTION}: {caption?: string}) {
  const captionId = useId();
  const rows = capabilityRows(integrationPartners);
  return (
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.partnerHead}>
              Partner
            </th>
            {CAPABILITY_COLUMNS.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-partner={row.id}>
              <th scope="row" className={styles.partner}>
                <Link to={row.guide}>{row.name}</Link>
                <span className={styles.category}>{row.category}</span>
              </th>
              {row.cells.map((cell) => (
                <td key={cell.kind} data-level={cell.level}>
                  <SupportLevel level={cell.level} text={cell.text} />
                  {/* Only partial support needs its note here: the guide's summary carries the rest. */}
                  {cell.level === 'partial' && cell.note ? <span className={styles.note}>{cell.note}</span> : null}
                </td>
              ))}
              <td className={styles.wide}>{row.syncInterval}</td>
              <td className={styles.wide}>{row.auth}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
