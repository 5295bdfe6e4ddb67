import {describe, expect, it} from 'vitest';
import {csvCell, toCsv} from './csv';

describe('csv', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('Smith, "Jones" & Co')).toBe('"Smith, ""Jones"" & Co"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(7)).toBe('"7"');
    expect(csvCell(new Date('2025-04-02T10:00:00Z'))).toBe('"2025-04-02T10:00:00.000Z"');
  });

  it.each(['=SUM(A1:A9)', '+1 303 555 0199', '-2+3', '@cmd', '\tx', '\rx'])(
    'neutralises a formula-like %j',
    (value) => {
      expect(csvCell(value)).toBe(`"'${value.replace(/"/g, '""')}"`);
    },
  );

  it('writes a BOM, a header and CRLF rows', () => {
    expect(toCsv(['a', 'b'], [['1', '2']])).toBe('\uFEFF"a","b"\r\n"1","2"\r\n');
  });
});
