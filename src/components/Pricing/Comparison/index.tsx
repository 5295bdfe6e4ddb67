import React from 'react';
import clsx from 'clsx';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import ComparisonTable from '@site/src/components/shared/ComparisonTable';
import type {CompetitorRow, PricingContent} from '@site/src/data/pricing';
import styles from './styles.module.css';

/** Table columns in the order the page has always shown them; `label` doubles as the stacked-card label on phones. */
const COLUMNS: readonly {key: Exclude<keyof CompetitorRow, 'name' | 'ours'>; label: string}[] = [
  {key: 'price', label: 'Price'},
  {key: 'responseTime', label: 'Response time'},
  {key: 'cartRecovery', label: 'Cart recovery'},
  {key: 'usageLimits', label: 'Usage limits'},
  {key: 'bestFor', label: 'Best for'},
];

export default function Comparison({comparison}: {comparison: PricingContent['comparison']}) {
  return (
    <Section id="comparison" aria-labelledby="comparison-title">
      <SectionHeading id="comparison-title" title={comparison.title} subtitle={comparison.subtitle} />
      <ComparisonTable
        caption="BudBot compared with common kinds of dispensary chat tools"
        className={styles.table}
        columns={[{key: 'name', label: 'Tool'}, ...COLUMNS]}
        rows={comparison.rows}
        rowKey={(row) => row.name}
        rowProps={(row) => ({className: clsx(row.ours && styles.ours)})}
        rowHeader={(row) => row.name}
        cells={(row) =>
          COLUMNS.map((column) => (
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
