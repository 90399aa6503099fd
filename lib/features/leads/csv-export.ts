import 'server-only';
import { csvDocument, type CsvCell } from '@/lib/infra/util/csv';
import type { LeadRow } from './types';

/** The leads export's columns, in order. */
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

function leadCells(row: LeadRow, attempts: number): Record<Column, CsvCell> {
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
  return csvDocument(
    LEADS_CSV_COLUMNS,
    rows.map((row) => {
      const cells = leadCells(row, attempts?.get(row.id) ?? row.attempts);
      return LEADS_CSV_COLUMNS.map((column) => cells[column]);
    }),
  );
}
