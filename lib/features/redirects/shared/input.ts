/**
 * A redirect as typed (the admin form, a CSV line) read into a rule, or each field's problem:
 * what the form shows beside each field and the import reports per line.
 */
import { normalizeSource, normalizeTarget, REDIRECT_STATUSES, type RedirectStatus, type RuleShape, type SourceProblem, type TargetProblem } from './rules';

export const REDIRECT_FIELDS = ['source', 'target', 'status'] as const;
export type RedirectField = (typeof REDIRECT_FIELDS)[number];

export type FieldProblem = `source.${SourceProblem}` | `target.${TargetProblem}` | 'status.invalid';
export type RedirectInputResult = { ok: true; rule: RuleShape } | { ok: false; errors: Partial<Record<RedirectField, FieldProblem>> };

export function parseStatus(text: string): RedirectStatus | null {
  const code = Number(text.trim());
  return (REDIRECT_STATUSES as readonly number[]).includes(code) ? (code as RedirectStatus) : null;
}

export function readRedirectInput(input: Readonly<Partial<Record<RedirectField, string>>>): RedirectInputResult {
  const errors: Partial<Record<RedirectField, FieldProblem>> = {};
  const source = normalizeSource(input.source ?? '');
  if (!source.ok) errors.source = `source.${source.problem}`;
  const status = parseStatus(input.status ?? '');
  if (status === null) errors.status = 'status.invalid';
  // A 410 has no target: whatever was typed there is ignored.
  const target = status === 410 ? null : normalizeTarget(input.target ?? '');
  if (target && !target.ok) errors.target = `target.${target.problem}`;
  if (!source.ok || status === null || (target && !target.ok)) return { ok: false, errors };
  return { ok: true, rule: { source: source.value, target: target ? target.value : null, status } };
}
