/**
 * What a redirect may be, shared by the admin form, the CSV import and the automatic redirects:
 * a normalized site path as the source, a site path or an https URL as the target (none for 410),
 * and a table where no rule points at another rule's source (one hop at most, so no loop either).
 */
import { lookupKey } from '@/lib/infra/routing/redirect-table.mjs';

export const REDIRECT_STATUSES = [301, 302, 308, 410] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

export const REDIRECT_LIMITS = { source: 500, target: 2000 } as const;

/**
 * The most the table holds: every instance keeps all of it in memory and reloads it after each
 * change (docs/redirects.md has the cost per rule), so both the rules and the characters of their
 * addresses (sources and targets, up to 2,500 a rule) are bounded. An editor's add or import past
 * either is refused; the automatic rules of renamed and deleted pages are always written.
 */
export const MAX_REDIRECTS = 60_000;
export const MAX_REDIRECT_TEXT = 6_000_000;

/** The characters a rule adds to the table's text. */
export const ruleText = (rule: Pick<RuleShape, 'source' | 'target'>) => rule.source.length + (rule.target?.length ?? 0);

/** Paths a redirect must never shadow: the framework's, the APIs', the admin area's. */
const RESERVED = /^\/(?:_next|api|manage|(?:en|es)\/manage)(?:\/|$)/;
/** No spaces, controls, quotes or angle brackets in a path; `%` only as an escape. */
const PATH_CHARS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/%]*$/;

export type SourceProblem = 'required' | 'notPath' | 'tooLong' | 'reserved' | 'invalid';
export type TargetProblem = 'required' | 'notTarget' | 'tooLong' | 'invalid';
export type GraphProblem = 'loop' | 'chain' | 'pointedAt';

export type Checked<T, Problem> = { ok: true; value: T } | { ok: false; problem: Problem };

/** Characters no address typed by an editor should hold, even encoded: controls and markup. */
const UNSAFE = /[\u0000-\u001f\u007f<>"`]/;

/** A path as visitors' browsers send it: non-ASCII and spaces percent-encoded. */
function encodePath(path: string): string | null {
  if (UNSAFE.test(path)) return null;
  try {
    return encodeURI(decodeURI(path));
  } catch {
    return null;
  }
}

/** `/En/Blog/Old/` → `/en/blog/old`; refuses anything that is not a plain site path. */
export function normalizeSource(input: string): Checked<string, SourceProblem> {
  const text = input.trim();
  if (!text) return { ok: false, problem: 'required' };
  if (!text.startsWith('/') || text.startsWith('//') || /[?#\\]/.test(text)) return { ok: false, problem: 'notPath' };
  const encoded = encodePath(text.replace(/\/{2,}/g, '/'));
  if (encoded === null || !PATH_CHARS.test(encoded) || /(?:^|\/)\.{1,2}(?:\/|$)/.test(encoded)) return { ok: false, problem: 'invalid' };
  const path = lookupKey(encoded);
  if (path.length > REDIRECT_LIMITS.source) return { ok: false, problem: 'tooLong' };
  if (path === '/' || RESERVED.test(path)) return { ok: false, problem: 'reserved' };
  return { ok: true, value: path };
}

/** A site path (query kept) or an absolute https URL without credentials. */
export function normalizeTarget(input: string): Checked<string, TargetProblem> {
  const text = input.trim();
  if (!text) return { ok: false, problem: 'required' };
  if (text.length > REDIRECT_LIMITS.target) return { ok: false, problem: 'tooLong' };
  if (text.startsWith('/') && !text.startsWith('//') && !text.includes('\\')) {
    const [path = '', query] = splitQuery(text);
    const encoded = encodePath(path.replace(/\/{2,}/g, '/'));
    if (encoded === null || !PATH_CHARS.test(encoded) || /[\s<>"]/.test(query ?? '')) return { ok: false, problem: 'invalid' };
    return { ok: true, value: query === undefined ? encoded : `${encoded}?${query}` };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, problem: 'notTarget' };
  }
  if (url.protocol !== 'https:' || url.username || url.password || !url.hostname.includes('.')) return { ok: false, problem: 'notTarget' };
  return { ok: true, value: url.href };
}

function splitQuery(text: string): [string, string | undefined] {
  const at = text.indexOf('?');
  return at < 0 ? [text.split('#')[0] ?? text, undefined] : [text.slice(0, at), text.slice(at + 1).split('#')[0]];
}

/** The source a target would land on if it is one of this site's paths (query dropped), else null. */
export function siteKeyOf(target: string | null): string | null {
  if (!target?.startsWith('/')) return null;
  return lookupKey(splitQuery(target)[0]);
}

export interface RuleShape {
  source: string;
  target: string | null;
  status: RedirectStatus;
}

/**
 * Whether `rule` may join `others` (the table without the rule being edited): its target is not
 * its own source (loop) nor another rule's source (a second hop), and no other rule already
 * points at its source (that rule would become the first of two hops). Linear in `others`: for
 * one rule; many rules are checked against a `RuleGraph` built once.
 */
export function graphProblem(rule: RuleShape, others: readonly RuleShape[]): GraphProblem | null {
  return graphProblemWithin(rule, ruleGraph(others));
}

/** A table's links, read once: its sources, and how many rules land on each site path. */
export interface RuleGraph {
  sources: ReadonlySet<string>;
  landings: ReadonlyMap<string, number>;
}

export function ruleGraph(rules: Iterable<RuleShape>): RuleGraph {
  const sources = new Set<string>();
  const landings = new Map<string, number>();
  for (const rule of rules) {
    sources.add(rule.source);
    const key = siteKeyOf(rule.target);
    if (key !== null) landings.set(key, (landings.get(key) ?? 0) + 1);
  }
  return { sources, landings };
}

/**
 * `graphProblem` in constant time, against a graph built once. The graph may hold the rule itself
 * (an import is checked against the table as it would be): its own source only matters to its own
 * target, a loop, and it lands on its target, never on its source, unless it is that loop.
 */
export function graphProblemWithin(rule: RuleShape, graph: RuleGraph): GraphProblem | null {
  const target = siteKeyOf(rule.target);
  if (target !== null && target === rule.source) return 'loop';
  if (target !== null && graph.sources.has(target)) return 'chain';
  if ((graph.landings.get(rule.source) ?? 0) > 0) return 'pointedAt';
  return null;
}
