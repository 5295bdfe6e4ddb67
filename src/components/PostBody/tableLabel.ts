import {Children, isValidElement, type ReactNode} from 'react';
import {TABLE_UI} from '../../data/ui';

type TableUi = (typeof TABLE_UI)['en'];

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (isValidElement<{children?: ReactNode}>(node)) return textOf(node.props.children);
  if (Array.isArray(node)) return node.map(textOf).join('');
  return '';
}

function firstRowCells(node: ReactNode): string[] | null {
  for (const child of Children.toArray(node)) {
    if (!isValidElement<{children?: ReactNode}>(child)) continue;
    if (child.type === 'tr') {
      return Children.toArray(child.props.children)
        .map((cell) => textOf(cell).trim())
        .filter(Boolean);
    }
    const found = firstRowCells(child.props.children);
    if (found) return found;
  }
  return null;
}

/**
 * The accessible name of a table's scroll box, from its header row: each
 * scrollable table is a named region, and two regions on one page must not
 * share a name ("Table: Metric, Change, scrolls sideways").
 */
export function tableLabel(children: ReactNode, copy: TableUi = TABLE_UI.en): string {
  const headers = firstRowCells(children);
  return headers?.length ? copy.named(headers) : copy.unnamed;
}
