import React, {type HTMLAttributes, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** A column heading; `className` styles the heading cell (a highlighted or pinned column). */
type ComparisonColumn = {key: string; label: string; className?: string};

type Props<Row> = {
  caption: string;
  /** Shown above the table when nothing else introduces it; otherwise read by screen readers only. */
  showCaption?: boolean;
  /**
   * Wide tables scroll sideways inside a focusable region named by the caption (keyboard users
   * scroll it with the arrow keys), so they never widen the page; `scroll` styles that region.
   */
  scroll?: {className?: string};
  /** The row-header column keeps its place while the rest scrolls, so every row keeps its name. */
  stickyFirstColumn?: boolean;
  /** The row-header column first, then the data columns. */
  columns: readonly [ComparisonColumn, ...ComparisonColumn[]];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A row's own attributes: a class, data-* hooks. */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & {[data: `data-${string}`]: string};
  /** What the row's header cell says. */
  rowHeader: (row: Row) => ReactNode;
  rowHeaderClassName?: string;
  /** The row's data cells, as <td> elements in column order. */
  cells: (row: Row) => ReactNode;
  /** Rows after the body, e.g. a total. */
  footer?: ReactNode;
  className?: string;
};

/** The table shell the comparisons share: caption, column headings, one header cell per row, and optional sideways scrolling. */
export default function ComparisonTable<Row>({
  caption,
  showCaption = false,
  scroll,
  stickyFirstColumn = false,
  columns,
  rows,
  rowKey,
  rowProps,
  rowHeader,
  rowHeaderClassName,
  cells,
  footer,
  className,
}: Props<Row>) {
  const sticky = stickyFirstColumn && styles.sticky;
  const [first, ...rest] = columns;
  const table = (
    <table className={clsx(styles.table, className)}>
      <caption className={showCaption ? styles.caption : 'sr-only'}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={clsx(sticky, first.className)}>
            {first.label}
          </th>
          {rest.map((column) => (
            <th key={column.key} scope="col" className={column.className}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} {...rowProps?.(row)}>
            <th scope="row" className={clsx(sticky, rowHeaderClassName)}>
              {rowHeader(row)}
            </th>
            {cells(row)}
          </tr>
        ))}
      </tbody>
      {footer && <tfoot>{footer}</tfoot>}
    </table>
  );
  if (!scroll) return table;
  return (
    <div className={clsx(styles.scroller, scroll.className)} role="region" aria-label={caption} tabIndex={0}>
      {table}
    </div>
  );
}
