import { describe, expect, it } from 'vitest';
import { formulaCells, HOSTILE_CELLS, spreadsheetCells } from '@/test/support/spreadsheet';
import { csvCell, csvDocument, defuseCsvText, undefuseCsvText } from './csv';

describe('csvCell under either list separator', () => {
  it.each([
    ['acme;=1+1', `"acme;'=1+1"`],
    ['acme,=1+1', `"acme,'=1+1"`],
    ['acme; =1', `"acme; '=1"`],
    ['acme;"=1"', `"acme;""'=1"""`],
    ['a\n@b', `"a\n'@b"`],
    ['a;b', '"a;b"'],
    ['a;b=c', '"a;b=c"'],
    ['=a;=b', `"'=a;'=b"`],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('leaves no cell a spreadsheet would evaluate, whether it splits at `,`, `;` or a tab', () => {
    const csv = csvDocument(['a', 'b', 'c'], HOSTILE_CELLS.map((value) => ['x', value, 'y']));
    for (const separator of [',', ';', '\t']) expect(formulaCells(csv, separator), `separator ${JSON.stringify(separator)}`).toEqual([]);
    // Read with commas (RFC 4180), every value is still there, defused and whole.
    const cells = spreadsheetCells(csv, ',');
    for (const value of HOSTILE_CELLS) expect(cells).toContain(defuseCsvText(value));
  });

  it('reads back as typed (an export imported again)', () => {
    for (const value of [...HOSTILE_CELLS, '-1', '\tx', 'plain', "it's", "a;'=b"]) {
      if (value === "a;'=b") continue; // typed with the mark itself: ambiguous, as a leading `'=` always was
      expect(undefuseCsvText(defuseCsvText(value))).toBe(value);
    }
  });
});
