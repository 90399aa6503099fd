/**
 * How a spreadsheet app reads a CSV file with a given list separator, in the way that matters for
 * formula injection: a cell opens a quoted value only when its first character is `"`; otherwise it
 * runs to the next separator or line end, quotes and all (Excel's reading of a comma file in a
 * `;` locale). Returns every cell of every line, the byte order mark dropped.
 */
export function spreadsheetCells(csv: string, separator: string): string[] {
  const text = csv.startsWith('\uFEFF') ? csv.slice(1) : csv;
  const cells: string[] = [];
  let i = 0;
  while (i < text.length) {
    let cell = '';
    if (text[i] === '"') {
      i += 1;
      for (; i < text.length; i += 1) {
        if (text[i] === '"' && text[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else if (text[i] === '"') {
          i += 1;
          break;
        } else cell += text[i];
      }
    }
    while (i < text.length && text[i] !== separator && text[i] !== '\r' && text[i] !== '\n') cell += text[i++];
    cells.push(cell);
    if (text[i] === '\r' && text[i + 1] === '\n') i += 1;
    i += 1;
  }
  return cells;
}

/** Cells a spreadsheet would evaluate: those that start with a formula's character. */
export const formulaCells = (csv: string, separator: string) => spreadsheetCells(csv, separator).filter((cell) => /^[=+\-@\t\r]/.test(cell));

/** Values a visitor may type that try to smuggle a formula past either separator. */
export const HOSTILE_CELLS = [
  '=1+1',
  'acme;=1+1',
  'acme,=1+1',
  'acme; =HYPERLINK("http://evil.example")',
  'acme;"=1+1"',
  'acme;;@SUM(A1)',
  'acme\t-2+3',
  'line\n=cmd|/C calc',
  'line\r\n+1+1',
  '"; =1+1; "',
];
