/**
 * A new rule or an import checked against the database before anything is written: no loop, no
 * second hop, the table within MAX_REDIRECTS rules and MAX_REDIRECT_TEXT characters. Each reads only the rules around its own paths
 * (store.ts, `rulesAround`), so its cost follows the rules checked, not the table's size.
 */
import 'server-only';
import type { Database } from '@/lib/infra/db/client';
import { checkImport, importNeighbourhood, readRedirectCsv, type ImportCheck } from './csv';
import { redirectById, redirectsSize, rulesAround, type Redirect } from './store';
import { graphProblem, MAX_REDIRECT_TEXT, MAX_REDIRECTS, ruleText, siteKeyOf, type GraphProblem, type RuleShape } from './shared/rules';

const sum = (rules: readonly RuleShape[]) => rules.reduce((total, rule) => total + ruleText(rule), 0);

/** Whether the table stays within its bounds when `added` replace `removed`. */
async function fits(db: Database, added: readonly RuleShape[], removed: readonly RuleShape[]): Promise<boolean> {
  const size = await redirectsSize(db);
  return size.count - removed.length + added.length <= MAX_REDIRECTS && size.text - sum(removed) + sum(added) <= MAX_REDIRECT_TEXT;
}

/** A CSV file: each line checked, then the whole file against the table as it would be, then the table's size. */
export async function checkImportFile(db: Database, text: string): Promise<ImportCheck> {
  const read = await readRedirectCsv(text);
  if (!read.ok) return read;
  const rules = read.accepted.map((entry) => entry.rule);
  const around = await rulesAround(db, importNeighbourhood(rules));
  const checked = checkImport(read, around);
  if (!checked.ok) return checked;
  const sources = new Set(rules.map((rule) => rule.source));
  if (!(await fits(db, rules, around.filter((row) => sources.has(row.source))))) return { ok: false, file: 'table-full' };
  return checked;
}

export type SaveCheck = { ok: true; before: Redirect | null } | { ok: false; problem: GraphProblem | 'full' | 'not-found' };

/** A rule added (`id` null) or changed: the rule it replaces, or why it may not be saved. */
export async function checkRuleSave(db: Database, id: number | null, rule: RuleShape): Promise<SaveCheck> {
  const before = id === null ? null : await redirectById(db, id);
  if (id !== null && !before) return { ok: false, problem: 'not-found' };
  if (!(await fits(db, [rule], before ? [before] : []))) return { ok: false, problem: 'full' };
  const landing = siteKeyOf(rule.target);
  const around = await rulesAround(db, { sources: [rule.source], landings: landing === null ? [] : [landing], exceptId: id ?? undefined });
  const problem = graphProblem(rule, around.filter((row) => row.id !== id));
  return problem ? { ok: false, problem } : { ok: true, before };
}
