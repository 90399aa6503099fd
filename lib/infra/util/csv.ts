/**
 * Tables as CSV files for spreadsheet apps: UTF-8 with a byte order mark (without it Excel reads
 * the file in the system's legacy code page and garbles accents), CRLF line ends and RFC 4180
 * quoting. Visitors write many of these cells, so a cell that a spreadsheet would take for a
 * formula is defused first (OWASP, "CSV Injection") — under either list separator: a spreadsheet
 * whose separator is `;` (Excel in Spanish and most EU locales) splits a comma file at every `;`
 * and ignores quotes that do not open a field, so the text after a `;` inside a cell starts a cell
 * of its own there.
 */
export type CsvCell = string | number | Date | null | undefined;

const BOM = '\uFEFF';
const CRLF = '\r\n';

/** Leading characters that make Excel, LibreOffice or Google Sheets evaluate a cell. */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * Where a spreadsheet reading the file with another separator (`,` `;`, a tab) or a broken quote
 * (a line end) may start a cell inside this one: then any spaces or quotes, then a formula's first
 * character. The `'` goes just before that character.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n][\s"]*)([=+\-@])/g;
const NEEDS_QUOTES = /[",;\r\n]/;

/** The cell's text with every would-be formula start (at the start, after a separator) shown as text by a `'`. */
export function defuseCsvText(text: string): string {
  const inside = text.replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
  return FORMULA_START.test(inside) ? `'${inside}` : inside;
}

/**
 * The text a defused cell was made from (for files read back, such as a redirects export
 * imported again): the `'` added at the start and after each separator removed.
 */
export function undefuseCsvText(cell: string): string {
  const inside = cell.replace(/([,;\t\r\n][\s"]*)'([=+\-@])/g, '$1$2');
  return /^'[=+\-@\t\r]/.test(inside) ? inside.slice(1) : inside;
}

/** One cell: would-be formulas defused, then RFC 4180 quoting (also for a `;`, the other separator). */
export function csvCell(value: CsvCell): string {
  const text = defuseCsvText(value == null ? '' : value instanceof Date ? value.toISOString() : String(value));
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole document: the header row, then one line per row. */
export function csvDocument(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  const lines = [header.map(csvCell).join(',')];
  for (const cells of rows) lines.push(cells.map(csvCell).join(','));
  return BOM + lines.map((line) => line + CRLF).join('');
}
