/**
 * CSV import and export of the redirects: `source,target,status`, a header line optional on
 * import. An import is all or nothing: every line is checked (fields, duplicates, loops and
 * chains against the table as it would be) and each refused line reported.
 */
import 'server-only';
import { csvDocument, undefuseCsvText } from '@/lib/infra/util/csv';
import { parseCsv } from '@/lib/infra/util/csv-parse';
import { readRedirectInput } from './shared/input';
import { graphProblem, type RuleShape } from './shared/rules';
import type { ImportFileProblem, ImportLineProblem } from './shared/types';

export const MAX_IMPORT_BYTES = 256 * 1024;
export const MAX_IMPORT_ROWS = 2_000;
const HEADER = ['source', 'target', 'status'];

export function redirectsToCsv(rules: readonly RuleShape[]): string {
  return csvDocument(HEADER, rules.map((rule) => [rule.source, rule.target ?? '', rule.status]));
}

export type ImportCheck =
  | { ok: true; rules: RuleShape[] }
  | { ok: false; file: ImportFileProblem; line?: number }
  | { ok: false; lines: { line: number; problems: ImportLineProblem[] }[] };

/** An export's defused cell (`'=…`, `…;'=…`) reads back as typed. */
const undefuse = (cell: string) => undefuseCsvText(cell).trim();

export function checkRedirectCsv(text: string, existing: readonly RuleShape[]): ImportCheck {
  const parsed = parseCsv(text, { maxRows: MAX_IMPORT_ROWS + 1, maxCell: 2_100 });
  if (!parsed.ok) return { ok: false, file: parsed.error, line: parsed.line };
  const rows = parsed.rows[0]?.cells[0]?.trim().toLowerCase() === 'source' ? parsed.rows.slice(1) : parsed.rows;
  if (rows.length === 0) return { ok: false, file: 'empty' };
  if (rows.length > MAX_IMPORT_ROWS) return { ok: false, file: 'too-many-rows' };
  const lines: { line: number; problems: ImportLineProblem[] }[] = [];
  const accepted: { line: number; rule: RuleShape }[] = [];
  const seen = new Set<string>();
  for (const { line, cells } of rows) {
    if (cells.length < 2 || cells.length > 3) {
      lines.push({ line, problems: ['columns'] });
      continue;
    }
    const [source = '', target = '', status = '301'] = cells.map(undefuse);
    const read = readRedirectInput({ source, target, status: status || '301' });
    if (!read.ok) lines.push({ line, problems: Object.values(read.errors) });
    else if (seen.has(read.rule.source)) lines.push({ line, problems: ['duplicate'] });
    else {
      seen.add(read.rule.source);
      accepted.push({ line, rule: read.rule });
    }
  }
  // The table as it would be: the file's rules replace those with the same source.
  const table = [...existing.filter((rule) => !seen.has(rule.source)), ...accepted.map((entry) => entry.rule)];
  for (const { line, rule } of accepted) {
    const problem = graphProblem(rule, table.filter((other) => other !== rule));
    if (problem) lines.push({ line, problems: [problem] });
  }
  if (lines.length > 0) return { ok: false, lines: lines.sort((a, b) => a.line - b.line) };
  return { ok: true, rules: accepted.map((entry) => entry.rule) };
}
