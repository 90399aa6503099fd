/**
 * Reads a CSV file someone uploaded (RFC 4180: quoted cells, doubled quotes, CRLF or LF), within
 * bounds: at most `maxRows` rows and `maxCell` characters a cell, so a hostile file costs little.
 * An unterminated quote is an error on its line, not a runaway read of the rest of the file.
 */
export type CsvParse = { ok: true; rows: CsvRow[] } | { ok: false; error: 'too-many-rows' | 'cell-too-long' | 'unterminated-quote'; line: number };

/** A row and the line it starts on (1-based), for error messages. */
export interface CsvRow {
  line: number;
  cells: string[];
}

export function parseCsv(text: string, { maxRows, maxCell }: { maxRows: number; maxCell: number }): CsvParse {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: CsvRow[] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let i = 0; i < input.length; i += 1) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i += 1;
      row.push(cell);
      if (row.some((value) => value !== '')) rows.push({ line: rowLine, cells: row });
      if (rows.length > maxRows) return { ok: false, error: 'too-many-rows', line };
      row = [];
      cell = '';
      line += 1;
      rowLine = line;
    } else cell += char;
    if (cell.length > maxCell) return { ok: false, error: 'cell-too-long', line };
  }
  if (quoted) return { ok: false, error: 'unterminated-quote', line: rowLine };
  row.push(cell);
  if (row.some((value) => value !== '')) rows.push({ line: rowLine, cells: row });
  if (rows.length > maxRows) return { ok: false, error: 'too-many-rows', line };
  return { ok: true, rows };
}
