import React, {type ComponentProps} from 'react';
import {TABLE_UI} from '@site/src/data/ui';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import {tableLabel} from './tableLabel';
import styles from './styles.module.css';

/**
 * Wide tables scroll sideways on a phone; the scroll box is focusable so keyboard users can scroll it too,
 * and named after the table's header row so that two tables on one page are two distinct regions.
 */
export default function ScrollableTable(props: ComponentProps<'table'>) {
  const copy = useLocalized(TABLE_UI);
  return (
    <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={tableLabel(props.children, copy)}>
      <table {...props} />
    </div>
  );
}
