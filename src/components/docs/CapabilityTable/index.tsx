import React from 'react';
import SiteLink from '@site/src/components/shared/SiteLink';
import ComparisonTable from '@site/src/components/shared/ComparisonTable';
import SupportLevel from '@site/src/components/shared/ComparisonTable/SupportLevel';
import {capabilityTableCopy, integrationPartners} from '@site/src/data/integrations';
import {CAPABILITY_COLUMNS, capabilityRows} from '@site/src/lib/integrations/capabilityRows';
import {useLocale} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

/**
 * The seven partners side by side, in the page's language; a guide not translated yet is linked in English. Nine
 * columns cannot fit a phone, so the table scrolls sideways inside its region while the partner column stays pinned.
 */
export default function CapabilityTable({caption}: {caption?: string}) {
  const locale = useLocale();
  const copy = capabilityTableCopy[locale];
  return (
    <ComparisonTable
      caption={caption ?? copy.caption}
      showCaption
      scroll={{className: styles.scroller}}
      stickyFirstColumn
      className={styles.table}
      columns={[{key: 'partner', label: copy.partnerColumn, className: styles.partner}, ...CAPABILITY_COLUMNS[locale]]}
      rows={capabilityRows(integrationPartners[locale], locale)}
      rowKey={(row) => row.id}
      rowProps={(row) => ({'data-partner': row.id})}
      rowHeaderClassName={styles.partner}
      rowHeader={(row) => (
        <>
          <SiteLink to={row.guide}>{row.name}</SiteLink>
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
