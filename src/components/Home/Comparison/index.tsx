import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import ActionLink from '@site/src/components/shared/ActionLink';
import ComparisonTable from '@site/src/components/shared/ComparisonTable';
import {HOME} from '@site/src/data/home';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import {DEFAULT_INPUT, calculateLoss, formatUsd} from '@site/src/lib/calculator';
import ScrollButton from '../ScrollButton';
import styles from './styles.module.css';

/** The impact row is the calculator at its defaults, so both sections always agree. */
const impact = calculateLoss(DEFAULT_INPUT);
const signed = (monthly: number) => `${monthly > 0 ? '−' : '+'}${formatUsd(monthly)}`;

export default function Comparison() {
  const {title, subtitle, caption, columns, rows, impactLabel, scrollAction, actions} = useLocalized(HOME).comparison;
  return (
    <Section aria-labelledby="home-comparison-title">
      <SectionHeading id="home-comparison-title" title={title} subtitle={subtitle} />
      <ComparisonTable
        caption={caption}
        scroll={{className: styles.scroller}}
        className={styles.table}
        columns={[
          {key: 'feature', label: columns.feature},
          {key: 'noChat', label: columns.noChat},
          {key: 'basicChat', label: columns.basicChat},
          {key: 'budbot', label: columns.budbot, className: styles.budbot},
        ]}
        rows={rows}
        rowKey={(row) => row.feature}
        rowHeader={(row) => row.feature}
        cells={(row) => (
          <>
            <td>{row.noChat}</td>
            <td>{row.basicChat}</td>
            <td className={styles.budbot}>{row.budbot}</td>
          </>
        )}
        footer={
          <tr className={styles.impact}>
            <th scope="row">{impactLabel}</th>
            <td className={styles.loss}>{signed(impact.withoutBot.monthly)}</td>
            <td className={styles.loss}>{signed(impact.basicChat.monthly)}</td>
            <td className={`${styles.budbot} ${styles.gain}`}>{signed(impact.withBot.monthly)}</td>
          </tr>
        }
      />
      <div className={styles.actions}>
        <ScrollButton {...scrollAction} variant="primary" />
        {actions.map((action) => (
          <ActionLink key={action.label} {...action} />
        ))}
      </div>
    </Section>
  );
}
