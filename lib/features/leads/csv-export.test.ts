import { describe, expect, it } from 'vitest';
import { leadRow } from '@/test/leads';
import { csvCell } from '@/lib/infra/util/csv';
import { LEADS_CSV_COLUMNS, leadsToCsv } from './csv-export';

const HEADER =
  'created_at,kind,first_name,last_name,email,company,country,interest,message,locale,page_uri,crm_status,attempts,last_error,sent_at';

/** The document's lines, without the BOM and the final CRLF. */
const linesOf = (csv: string) => csv.slice(1).replace(/\r\n$/, '').split('\r\n');

describe('leadsToCsv', () => {
  it('starts with a BOM and the header row, each line ending in CRLF', () => {
    const csv = leadsToCsv([]);
    expect(csv).toBe(`\uFEFF${HEADER}\r\n`);
    expect(LEADS_CSV_COLUMNS.join(',')).toBe(HEADER);
  });

  it('writes one row per lead in the given order, dates as ISO, empty cells for nulls', () => {
    const first = leadRow({ id: 'a', createdAt: new Date('2026-03-01T12:00:00.000Z') });
    const second = leadRow({
      id: 'b',
      kind: 'contact',
      email: 'grace@example.com',
      company: null,
      country: null,
      interest: 'reverse-logistics',
      message: null,
      locale: 'es',
      crmStatus: 'sent',
      attempts: 2,
      lastError: null,
      sentAt: new Date('2026-03-02T08:30:00.000Z'),
    });
    const lines = linesOf(leadsToCsv([first, second]));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      '2026-03-01T12:00:00.000Z,demo,Ada,Lovelace,' +
        `${first.email},Analytical Engines Ltd,GB,,,en,https://www.otailo.com/en,pending,0,,`,
    );
    expect(lines[2]).toBe(
      '2026-03-01T12:00:00.000Z,contact,Ada,Lovelace,grace@example.com,,,reverse-logistics,,es,' +
        'https://www.otailo.com/en,sent,2,,2026-03-02T08:30:00.000Z',
    );
  });

  it('reports attempts from the map when given, else the row’s own count', () => {
    const rows = [leadRow({ id: 'a', attempts: 1 }), leadRow({ id: 'b', attempts: 3 })];
    const lines = linesOf(leadsToCsv(rows, new Map([['a', 7]])));
    const attemptsColumn = LEADS_CSV_COLUMNS.indexOf('attempts');
    expect(lines.slice(1).map((line) => line.split(',')[attemptsColumn])).toEqual(['7', '3']);
  });

  it('quotes fields with commas, quotes and line breaks, doubling quotes', () => {
    const row = leadRow({
      company: 'Smith, Jones & Co',
      message: 'She said "hi".\r\nSecond line\nThird line',
      lastError: 'HTTP 400: {"status":"error"}',
    });
    const csv = leadsToCsv([row]);
    expect(csv).toContain(',"Smith, Jones & Co",');
    expect(csv).toContain(',"She said ""hi"".\r\nSecond line\nThird line",');
    expect(csv).toContain(',"HTTP 400: {""status"":""error""}",');
    // The line breaks stay inside one quoted field: still two records.
    expect(parseCsv(csv.slice(1))).toHaveLength(2);
  });

  it('keeps accents and other non-ASCII text as it is', () => {
    const csv = leadsToCsv([leadRow({ firstName: 'José', lastName: 'Muñoz-Pérez', company: 'Ünïcödé GmbH', message: '¿Qué tal? 日本' })]);
    expect(csv).toContain(',José,Muñoz-Pérez,');
    expect(csv).toContain(',Ünïcödé GmbH,');
    expect(csv).toContain(',¿Qué tal? 日本,');
    const bytes = new TextEncoder().encode(csv);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes)).toBe(csv.slice(1));
  });

  it('defuses cells that a spreadsheet would evaluate, in every column visitors fill', () => {
    const row = leadRow({
      firstName: '=HYPERLINK("http://evil.example","Click")',
      lastName: '+1+1',
      email: '-2+3@example.com',
      company: '@SUM(A1:A2)',
      message: '\t=1+1',
      lastError: '\r=cmd',
      pageUri: '=IMPORTXML("http://evil.example")',
    });
    const [record] = parseCsv(leadsToCsv([row]).slice(1)).slice(1);
    const cell = (column: (typeof LEADS_CSV_COLUMNS)[number]) => record![LEADS_CSV_COLUMNS.indexOf(column)];
    expect(cell('first_name')).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(cell('last_name')).toBe("'+1+1");
    expect(cell('email')).toBe("'-2+3@example.com");
    expect(cell('company')).toBe("'@SUM(A1:A2)");
    // The tab and the line end are where a spreadsheet splitting there would start a cell: defused too.
    expect(cell('message')).toBe("'\t'=1+1");
    expect(cell('last_error')).toBe("'\r'=cmd");
    expect(cell('page_uri')).toBe(`'=IMPORTXML("http://evil.example")`);
  });
});

describe('csvCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@A1', "'@A1"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    ['=a,b', `"'=a,b"`],
    ['="x"', `"'=""x"""`],
    ['a=b', 'a=b'],
    ['a-b', 'a-b'],
    [' =1', ' =1'],
    ['plain', 'plain'],
    ['', ''],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes null and undefined as empty cells, numbers and dates as text', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(new Date('2026-01-02T03:04:05.006Z'))).toBe('2026-01-02T03:04:05.006Z');
  });
});

/** A strict RFC 4180 reader (CRLF records), to check that what was written reads back. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
    } else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      records.push([...record, field]);
      record = [];
      field = '';
      i += 1;
    } else {
      expect(char, 'a bare quote or line break outside quotes').not.toMatch(/["\r\n]/);
      field += char;
    }
  }
  expect(record.length + field.length, 'the last record ends with CRLF').toBe(0);
  return records;
}
