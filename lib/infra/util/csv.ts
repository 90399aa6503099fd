/**
 * Tables as CSV files for spreadsheet apps: UTF-8 with a byte order mark (without it Excel reads
 * the file in the system's legacy code page and garbles accents), CRLF line ends and RFC 4180
 * quoting. Visitors write many of these cells, so a cell that a spreadsheet would take for a
 * formula is defused first (OWASP, "CSV Injection").
 */
export type CsvCell = string | number | Date | null | undefined;

const BOM = '\uFEFF';
const CRLF = '\r\n';

/** Leading characters that make Excel, LibreOffice or Google Sheets evaluate a cell. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: a would-be formula gets a leading `'` (shown as text), then RFC 4180 quoting. */
export function csvCell(value: CsvCell): string {
  let text = value == null ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole document: the header row, then one line per row. */
export function csvDocument(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  const lines = [header.map(csvCell).join(',')];
  for (const cells of rows) lines.push(cells.map(csvCell).join(','));
  return BOM + lines.map((line) => line + CRLF).join('');
}
