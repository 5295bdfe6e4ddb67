import React from 'react';
import clsx from 'clsx';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import ComparisonTable from '@site/src/components/shared/ComparisonTable';
import type {ComparisonColumnKey, PricingContent} from '@site/src/data/pricing';
import styles from './styles.module.css';

/** Table columns in the order the page has always shown them; a column's label doubles as the stacked-card label on phones. */
const COLUMN_KEYS: readonly ComparisonColumnKey[] = ['price', 'responseTime', 'cartRecovery', 'usageLimits', 'bestFor'];

export default function Comparison({comparison}: {comparison: PricingContent['comparison']}) {
  const columns = COLUMN_KEYS.map((key) => ({key, label: comparison.columns[key]}));
  return (
    <Section id="comparison" aria-labelledby="comparison-title">
      <SectionHeading id="comparison-title" title={comparison.title} subtitle={comparison.subtitle} />
      <ComparisonTable
        caption={comparison.caption}
        className={styles.table}
        columns={[{key: 'name', label: comparison.columns.name}, ...columns]}
        rows={comparison.rows}
        rowKey={(row) => row.name}
        rowProps={(row) => ({className: clsx(row.ours && styles.ours)})}
        rowHeader={(row) => row.name}
        cells={(row) =>
          columns.map((column) => (
            <td key={column.key} data-label={column.label} data-column={column.key}>
              {row[column.key]}
            </td>
          ))
        }
      />
      <p className={styles.note}>{comparison.note}</p>
    </Section>
  );
}
