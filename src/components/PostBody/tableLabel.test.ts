import {createElement as h} from 'react';
import {describe, expect, it} from 'vitest';
import {tableLabel} from './tableLabel';

describe('tableLabel', () => {
  it('names the table by its header row', () => {
    const children = [
      h('thead', {key: 'h'}, h('tr', null, h('th', null, 'Metric'), h('th', null, 'Q4 ', h('strong', null, '2024')))),
      h('tbody', {key: 'b'}, h('tr', null, h('td', null, 'Orders'), h('td', null, '438'))),
    ];
    expect(tableLabel(children)).toBe('Table: Metric, Q4 2024, scrolls sideways');
  });

  it('falls back to a generic name without rows', () => {
    expect(tableLabel(null)).toBe('Table, scrolls sideways');
  });
});
