import {createElement as h} from 'react';
import {describe, expect, it} from 'vitest';
import {TABLE_UI} from '../../data/ui';
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

  it('names it in the page’s language', () => {
    const children = [h('thead', {key: 'h'}, h('tr', null, h('th', null, 'Paso'), h('th', null, 'Dónde')))];
    expect(tableLabel(children, TABLE_UI.es)).toBe('Tabla: Paso, Dónde, se desplaza de lado');
    expect(tableLabel(null, TABLE_UI.es)).toBe('Tabla, se desplaza de lado');
  });
});
