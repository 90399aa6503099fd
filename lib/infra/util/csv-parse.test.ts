import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-parse';

const limits = { maxRows: 10, maxCell: 50 };

describe('parseCsv', () => {
  it('reads quotes, doubled quotes, CRLF, a BOM and skips blank lines, with each row\'s line', () => {
    const text = '\uFEFFsource,target\r\n"/a,b","say ""hi"""\r\n\r\n"/multi\nline",x\n/last,y';
    expect(parseCsv(text, limits)).toEqual({
      ok: true,
      rows: [
        { line: 1, cells: ['source', 'target'] },
        { line: 2, cells: ['/a,b', 'say "hi"'] },
        { line: 4, cells: ['/multi\nline', 'x'] },
        { line: 6, cells: ['/last', 'y'] },
      ],
    });
  });

  it('stops at an unterminated quote, an oversized cell or too many rows', () => {
    expect(parseCsv('/a,b\n"/never closed,x\n/c,d', limits)).toEqual({ ok: false, error: 'unterminated-quote', line: 2 });
    expect(parseCsv(`/a,${'x'.repeat(60)}`, limits)).toMatchObject({ ok: false, error: 'cell-too-long', line: 1 });
    expect(parseCsv('/a,b\n'.repeat(11), limits)).toMatchObject({ ok: false, error: 'too-many-rows' });
  });

  it('copes with hostile bytes without throwing', () => {
    for (const text of ['"', '""""', ',,,,', '\r\r\r', '\u0000,\u0000', '"a"b,c']) expect(() => parseCsv(text, limits)).not.toThrow();
  });
});
