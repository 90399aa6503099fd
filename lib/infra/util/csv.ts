import 'server-only';
import type { LeadRow } from '../../features/leads/types';

/**
 * Leads as a CSV file for spreadsheet apps: UTF-8 with a byte order mark (without it Excel reads
 * the file in the system's legacy code page and garbles accents), CRLF line ends and RFC 4180
 * quoting. Visitors write these cells, so a cell that a spreadsheet would take for a formula is
 * defused first (OWASP, "CSV Injection").
 */
export const LEADS_CSV_COLUMNS = [
  'created_at',
  'kind',
  'first_name',
  'last_name',
  'email',
  'company',
  'country',
  'interest',
  'message',
  'locale',
  'page_uri',
  'crm_status',
  'attempts',
  'last_error',
  'sent_at',
] as const;

type Column = (typeof LEADS_CSV_COLUMNS)[number];
type Cell = string | number | Date | null | undefined;

const BOM = '\uFEFF';
const CRLF = '\r\n';

/** Leading characters that make Excel, LibreOffice or Google Sheets evaluate a cell. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: a would-be formula gets a leading `'` (shown as text), then RFC 4180 quoting. */
export function csvCell(value: Cell): string {
  let text = value == null ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function leadCells(row: LeadRow, attempts: number): Record<Column, Cell> {
  return {
    created_at: row.createdAt,
    kind: row.kind,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    company: row.company,
    country: row.country,
    interest: row.interest,
    message: row.message,
    locale: row.locale,
    page_uri: row.pageUri,
    crm_status: row.crmStatus,
    attempts,
    last_error: row.lastError,
    sent_at: row.sentAt,
  };
}

/**
 * The leads as a CSV document, one row per lead in the given order. `attempts` maps a lead's id to
 * the number of CRM calls to report (e.g. all of its `lead_attempts`); without an entry, the row's
 * own `attempts` (the current round's) is used.
 */
export function leadsToCsv(rows: LeadRow[], attempts?: Map<string, number>): string {
  const lines = [LEADS_CSV_COLUMNS.map(csvCell).join(',')];
  for (const row of rows) {
    const cells = leadCells(row, attempts?.get(row.id) ?? row.attempts);
    lines.push(LEADS_CSV_COLUMNS.map((column) => csvCell(cells[column])).join(','));
  }
  return BOM + lines.map((line) => line + CRLF).join('');
}
