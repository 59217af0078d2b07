/**
 * CSV as spreadsheets read it (RFC 4180): fields with a comma, quote or line break are quoted, quotes doubled,
 * lines end with CRLF. Text that a spreadsheet would run as a formula (starting with = + - @, a tab or a
 * carriage return) gets a leading apostrophe first (OWASP "CSV injection"): item titles are typed by sellers,
 * and nothing typed by customers is exported.
 */

export type CsvCell = string | number;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One field: numbers as they are, text guarded against formulas and quoted when needed. */
export function csvField(value: CsvCell): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A whole file: a byte order mark (so Excel reads the UTF-8 as UTF-8: £ signs, accents), the header row,
 * then the rows.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const line = (cells: readonly CsvCell[]) => cells.map(csvField).join(',');
  return `\uFEFF${[header, ...rows].map(line).join('\r\n')}\r\n`;
}

/** Pence as pounds with two decimals and no currency sign, so spreadsheets sum them (1250 → 12.50). */
export const csvPounds = (pence: number): string =>
  `${pence < 0 ? '-' : ''}${Math.floor(Math.abs(pence) / 100)}.${String(Math.abs(pence) % 100).padStart(2, '0')}`;
