/**
 * Keeps this process's redirect table (lib/infra/routing/redirect-table.mjs) equal to the database:
 * loaded at start, reloaded at once after a change made here, and by a loop that compares the
 * table's signature every REDIRECTS_POLL_MS for changes made on other instances.
 *
 * A reload reads the table in batches of LOAD_BATCH rows (the event loop is given a turn between
 * two, so requests are served meanwhile), builds a new Map beside the one requests use, and swaps
 * it in whole. One reload runs at a time in the process: changes made meanwhile are all picked up by
 * one more, never one each; and a reload never replaces the rows of one that began after it.
 */
import 'server-only';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database } from '@/lib/infra/db/client';
import { currentSitePath } from '@/lib/infra/routing/localized-paths';
import { beginRedirectLoad, lookupKey, redirectTableNow, redirectTableVersion, replaceRedirectTable, type RedirectRule } from '@/lib/infra/routing/redirect-table.mjs';
import { createPollLoop, type PollLoop } from '@/lib/infra/util/poll-loop';
import { liveRowsAfter, liveRowsAt, redirectsSignature, updatedBesides } from './store';

/** Rows read per query when the table is reloaded. */
export const LOAD_BATCH = 2_000;

type LiveRow = { source: string; status: RedirectRule['status']; target: string | null };

/** A stored rule as requests meet it: a target with an old Spanish address leads to the Spanish one. */
const liveRule = (row: LiveRow): RedirectRule => ({ status: row.status, target: row.target === null ? null : currentSitePath(row.target) });

/** The Spanish form of a rule's source (`/es/careers/old` → `/es/empleo/old`), or null when it has none of its own. */
function aliasOf(source: string): string | null {
  const spanish = lookupKey(currentSitePath(source));
  return spanish === source ? null : spanish;
}

/**
 * The rules as requests meet them, built batch by batch. A rule written with an old Spanish
 * address (before Spanish addresses were Spanish: `/es/careers/old` → `/es/empleo/old`) leads
 * straight to the Spanish address, and answers at the Spanish form of its source too
 * (`/es/empleo/old`), unless a rule of its own is there; of two rules with one Spanish form, the
 * older (in id order) answers there.
 */
export function liveTableBuilder() {
  const entries = new Map<string, RedirectRule>();
  const pending: [string, string, RedirectRule][] = [];
  const aliases = new Map<string, string>();
  return {
    add(rows: readonly LiveRow[]) {
      for (const row of rows) {
        const rule = liveRule(row);
        entries.set(row.source, rule);
        const alias = aliasOf(row.source);
        if (alias !== null) pending.push([alias, row.source, rule]);
      }
    },
    /** The finished table; aliases only where no rule of its own is. */
    finish(): Map<string, RedirectRule> {
      for (const [path, source, rule] of pending) {
        if (entries.has(path)) continue;
        entries.set(path, rule);
        aliases.set(path, source);
      }
      pending.length = 0;
      return entries;
    },
    /** Which keys of the finished table are aliases, and of which rule's source. */
    aliases: () => aliases,
  };
}

/**
 * `table` with `rows` (rules just added or replaced, none removed) written in, as a build of the
 * whole table would have it: each row's own key, and its Spanish form unless a rule of its own or
 * an older rule's alias is there. Returns the new table (the one given is left as it is) and how
 * many of the rows were not rules of the table before.
 */
export function patchLiveTable(table: { rules: ReadonlyMap<string, RedirectRule>; aliases: ReadonlyMap<string, string> }, rows: readonly LiveRow[]) {
  const rules = new Map(table.rules);
  const aliases = new Map(table.aliases);
  let added = 0;
  for (const row of rows) {
    if (!rules.has(row.source) || aliases.has(row.source)) added += 1;
    const rule = liveRule(row);
    rules.set(row.source, rule);
    aliases.delete(row.source);
    const alias = aliasOf(row.source);
    if (alias === null) continue;
    const owner = aliases.get(alias);
    // A rule of its own there, or an older rule's alias (imported rows are newer, or were already the owner).
    if ((rules.has(alias) && owner === undefined) || (owner !== undefined && owner !== row.source)) continue;
    rules.set(alias, rule);
    aliases.set(alias, row.source);
  }
  return { rules, aliases, added };
}

async function load(db: Database, force: boolean): Promise<boolean> {
  const ticket = beginRedirectLoad();
  const signature = await redirectsSignature(db);
  if (!force && signature === redirectTableVersion()) return false;
  const builder = liveTableBuilder();
  for (let after = 0; ; ) {
    const rows = await liveRowsAfter(db, after, LOAD_BATCH);
    builder.add(rows);
    if (rows.length < LOAD_BATCH) break;
    after = rows[rows.length - 1]!.id;
    // A turn of the event loop between two batches: the embedded database's answers arrive as
    // microtasks, which would otherwise keep every request waiting until the whole table is read.
    await nextTurn();
  }
  // A change made while reading moved the signature since: the next poll reads again.
  // A load that began after this one (another copy of this module's) already showed newer rows: this one's are dropped.
  return replaceRedirectTable(builder.finish(), signature, ticket, builder.aliases());
}

/**
 * The table's writers in one line, on globalThis: the refresh loop (started at boot) and the server
 * actions (after a change) run different copies of this module in one process. Reloads and import
 * patches each replace the whole table, so they run one at a time, in the order asked (a patch
 * built on the table from before a reload that finished meanwhile once hid that reload's rename
 * until the next poll); `queuedLoad` is a forced reload asked for and not yet started.
 */
const RELOADS = Symbol.for('otailo.redirects.reloads');
type Reloads = { tail: Promise<unknown>; busy: number; queuedLoad: Promise<boolean> | null; imports: number };
const reloads = (): Reloads => ((globalThis as unknown as Record<symbol, Reloads>)[RELOADS] ??= { tail: Promise.resolve(), busy: 0, queuedLoad: null, imports: 0 });

/** Runs `task` after every reload and patch asked for before it. */
function inTurn<T>(state: Reloads, task: () => Promise<T>): Promise<T> {
  state.busy += 1;
  const run = state.tail.then(task).finally(() => {
    state.busy -= 1;
  });
  state.tail = run.catch(() => undefined);
  return run;
}

/**
 * An import's writes and its patch, with this process's polls held off meanwhile: an import commits
 * chunk by chunk, and a poll between two chunks saw the table change and read all of it again (at
 * 50,000 rules, a whole reload on every poll while the import ran). The patch reads what it wrote.
 */
export async function holdingRefresh<T>(task: () => Promise<T>): Promise<T> {
  const state = reloads();
  state.imports += 1;
  try {
    return await task();
  } finally {
    state.imports -= 1;
  }
}

/**
 * Reloads the table when its signature moved (always with `force`); true when it did. A poll
 * while anything is under way or waiting reads nothing of its own (what runs reads the rules
 * anyway). A forced call (a change was just made here) waits its turn; every forced call made
 * before that reload starts shares it, since it reads the rules after all of them.
 */
export async function refreshRedirectTable(db: Database, { force = false } = {}): Promise<boolean> {
  const state = reloads();
  if (!force) {
    if (state.imports > 0) return false;
    if (state.busy > 0) return state.tail.then(() => false);
    return inTurn(state, () => load(db, false));
  }
  if (state.queuedLoad) return state.queuedLoad;
  const queued: Promise<boolean> = inTurn(state, () => {
    if (state.queuedLoad === queued) state.queuedLoad = null;
    return load(db, true);
  });
  state.queuedLoad = queued;
  return queued;
}

/** A table version (`redirectsSignature`: count, newest update, top id) read back. */
function parseVersion(version: string): { count: number; newest: string } | null {
  const match = /^(\d+):(.*):(\d+)$/.exec(version);
  return match ? { count: Number(match[1]), newest: match[2]! } : null;
}

/**
 * After an import wrote the rules at `sources` (added or replaced, none removed): those rows,
 * read by their index, patched into this process's table instead of reading every rule again (at
 * 50,000 rules the whole reload was most of an import's time). The table takes the database's new
 * version only when nothing else changed since it was read (the count is the old one plus the new
 * rules, and no other rule was updated after the newest it had); otherwise it keeps its old version,
 * and the refresh loop's next poll reloads it whole. A reload under way is waited for, then patched.
 */
export async function patchRedirectTable(db: Database, sources: readonly string[]): Promise<void> {
  // A poll under way (most often only its signature check, every REDIRECTS_POLL_MS) finishes
  // first; the patch then starts from the table it leaves, not from a whole reload of its own.
  await inTurn(reloads(), () => patch(db, sources));
}

async function patch(db: Database, sources: readonly string[]): Promise<boolean> {
  const before = redirectTableNow();
  const read = parseVersion(before.version);
  if (read === null) return load(db, true);
  const ticket = beginRedirectLoad();
  const rows = await liveRowsAt(db, sources);
  const signature = await redirectsSignature(db);
  const patched = patchLiveTable(before, rows);
  const exact = parseVersion(signature)?.count === read.count + patched.added && (await updatedBesides(db, read.newest, sources)) === 0;
  return replaceRedirectTable(patched.rules, exact ? signature : before.version, ticket, patched.aliases);
}

let loop: PollLoop | undefined;

export function startRedirectRefresh(db: () => Promise<Database>, pollMs: number): void {
  loop ??= createPollLoop(
    async () => {
      await refreshRedirectTable(await db());
      return { more: false };
    },
    { pollMs, name: 'redirects: table refresh' },
  );
  loop.start();
}

export async function stopRedirectRefresh(): Promise<void> {
  await loop?.stop();
  loop = undefined;
}
