import React from 'react';
import Link from '@docusaurus/Link';
import ComparisonTable from '@site/src/components/shared/ComparisonTable';
import SupportLevel from '@site/src/components/shared/ComparisonTable/SupportLevel';
import {integrationPartners} from '@site/src/data/integrations';
import {CAPABILITY_COLUMNS, capabilityRows} from '@site/src/lib/integrations/capabilityRows';
import styles from './styles.module.css';

const DEFAULT_CAPTION = 'What each integration syncs into BudBot, how often, and how it signs in';

/**
 * The seven partners side by side. Nine columns cannot fit a phone, so the table
 * scrolls sideways inside its region while the partner column stays pinned.
 */
export default function CapabilityTable({caption = DEFAULT_CAPTION}: {caption?: string}) {
  return (
    <ComparisonTable
      caption={caption}
      showCaption
      scroll={{className: styles.scroller}}
      stickyFirstColumn
      className={styles.table}
      columns={[{key: 'partner', label: 'Partner', className: styles.partner}, ...CAPABILITY_COLUMNS]}
      rows={capabilityRows(integrationPartners)}
      rowKey={(row) => row.id}
      rowProps={(row) => ({'data-partner': row.id})}
      rowHeaderClassName={styles.partner}
      rowHeader={(row) => (
        <>
          <Link to={row.guide}>{row.name}</Link>
          <span className={styles.category}>{row.category}</span>
        </>
      )}
      cells={(row) => (
        <>
          {row.cells.map((cell) => (
            <td key={cell.kind} data-level={cell.level}>
              <SupportLevel level={cell.level} text={cell.text} />
              {/* Only partial support needs its note here: the guide's summary carries the rest. */}
              {cell.level === 'partial' && cell.note ? <span className={styles.note}>{cell.note}</span> : null}
            </td>
          ))}
          <td className={styles.wide}>{row.syncInterval}</td>
          <td className={styles.wide}>{row.auth}</td>
        </>
      )}
    />
  );
}
