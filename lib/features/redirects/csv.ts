/**
 * CSV import and export of the redirects: `source,target,status`, a header line optional on
 * import. An import is all or nothing: every line is checked (fields, duplicates, loops and
 * chains against the table as it would be) and each refused line reported, before anything is
 * written. The check is linear in the file and in the rules it is given: the table's links are
 * read into maps once (`ruleGraph`), and the import only needs the rules around the file's paths
 * (`importNeighbourhood`), not the whole table.
 */
import 'server-only';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { csvCell, csvDocument, undefuseCsvText } from '@/lib/infra/util/csv';
import { parseCsv } from '@/lib/infra/util/csv-parse';
import { readRedirectInput } from './shared/input';
import { graphProblemWithin, ruleGraph, siteKeyOf, type RuleShape } from './shared/rules';
import type { ImportFileProblem, ImportLineProblem } from './shared/types';

export const MAX_IMPORT_BYTES = 256 * 1024;
export const MAX_IMPORT_ROWS = 2_000;
const HEADER = ['source', 'target', 'status'];

const csvRow = (rule: RuleShape) => [rule.source, rule.target ?? '', rule.status].map(csvCell).join(',') + '\r\n';

/** The rules as one document: the header, then each rule as the stream writes it. */
export function redirectsToCsv(rules: readonly RuleShape[]): string {
  return csvDocument(HEADER, []) + rules.map(csvRow).join('');
}

/**
 * The export as a stream: the header (with its byte order mark), then each batch `next` gives
 * (an empty one ends it), so the whole table is never one string in memory.
 */
export function redirectsCsvStream(next: () => Promise<readonly RuleShape[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvDocument(HEADER, [])));
    },
    async pull(controller) {
      await nextTurn(); // requests are served between two batches (see store.ts, importRedirects)
      const batch = await next();
      if (batch.length === 0) controller.close();
      else controller.enqueue(encoder.encode(batch.map(csvRow).join('')));
    },
  });
}

type LineProblems = { line: number; problems: ImportLineProblem[] };

export type ImportCheck =
  | { ok: true; rules: RuleShape[] }
  | { ok: false; file: ImportFileProblem; line?: number }
  | { ok: false; lines: LineProblems[] };

/** A file read line by line: the rules its good lines hold, and the problems of the others. */
export type ImportRead = { ok: true; accepted: { line: number; rule: RuleShape }[]; lines: LineProblems[] } | { ok: false; file: ImportFileProblem; line?: number };

/** An export's defused cell (`'=…`, `…;'=…`) reads back as typed. */
const undefuse = (cell: string) => undefuseCsvText(cell).trim();

/** Lines read between two turns of the event loop: a whole file (about 60 ms of CPU cold) never holds it for long. */
const LINES_PER_TURN = 250;

/** Each line's fields, and duplicate sources within the file. */
export async function readRedirectCsv(text: string): Promise<ImportRead> {
  const parsed = parseCsv(text, { maxRows: MAX_IMPORT_ROWS + 1, maxCell: 2_100 });
  if (!parsed.ok) return { ok: false, file: parsed.error, line: parsed.line };
  const rows = parsed.rows[0]?.cells[0]?.trim().toLowerCase() === 'source' ? parsed.rows.slice(1) : parsed.rows;
  if (rows.length === 0) return { ok: false, file: 'empty' };
  if (rows.length > MAX_IMPORT_ROWS) return { ok: false, file: 'too-many-rows' };
  const lines: LineProblems[] = [];
  const accepted: { line: number; rule: RuleShape }[] = [];
  const seen = new Set<string>();
  for (const [index, { line, cells }] of rows.entries()) {
    if (index > 0 && index % LINES_PER_TURN === 0) await nextTurn();
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
  return { ok: true, accepted, lines };
}

/**
 * The paths of the table an import's check depends on: the rules at the file's sources (replaced)
 * and at the paths its targets land on (a second hop), and the rules landing on its sources (they
 * would become a first hop). Checking against only those rules gives the answer the whole table would.
 */
export function importNeighbourhood(rules: readonly RuleShape[]): { sources: string[]; landings: string[] } {
  const landings = new Set<string>();
  for (const rule of rules) {
    const key = siteKeyOf(rule.target);
    if (key !== null) landings.add(key);
  }
  return { sources: rules.map((rule) => rule.source), landings: [...landings] };
}

/** The read file against `existing` (the whole table, or its neighbourhood): the table as it would be, checked rule by rule. */
export function checkImport(read: Extract<ImportRead, { ok: true }>, existing: readonly RuleShape[]): ImportCheck {
  const { accepted } = read;
  const lines = [...read.lines];
  const replaced = new Set(accepted.map((entry) => entry.rule.source));
  // The table as it would be: the file's rules replace those with the same source.
  const graph = ruleGraph([...existing.filter((rule) => !replaced.has(rule.source)), ...accepted.map((entry) => entry.rule)]);
  for (const { line, rule } of accepted) {
    const problem = graphProblemWithin(rule, graph);
    if (problem) lines.push({ line, problems: [problem] });
  }
  if (lines.length > 0) return { ok: false, lines: lines.sort((a, b) => a.line - b.line) };
  return { ok: true, rules: accepted.map((entry) => entry.rule) };
}

export async function checkRedirectCsv(text: string, existing: readonly RuleShape[]): Promise<ImportCheck> {
  const read = await readRedirectCsv(text);
  return read.ok ? checkImport(read, existing) : read;
}
