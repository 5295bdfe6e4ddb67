/**
 * CSV for the sales team's spreadsheet (RFC 4180: every cell quoted, quotes
 * doubled, CRLF rows). A cell that a spreadsheet would run as a formula
 * (starting with = + - @, tab or CR) gets a leading apostrophe, so a visitor
 * can't plant `=HYPERLINK(...)` in someone's Excel.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | Date | null | undefined): string {
  let text = value instanceof Date ? value.toISOString() : value == null ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | Date | null | undefined)[])[],
): string {
  // The byte-order mark makes Excel read the file as UTF-8 (names with accents).
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
