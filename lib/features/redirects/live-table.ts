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
import { beginRedirectLoad, lookupKey, redirectTableVersion, replaceRedirectTable, type RedirectRule } from '@/lib/infra/routing/redirect-table.mjs';
import { createPollLoop, type PollLoop } from '@/lib/infra/util/poll-loop';
import { liveRowsAfter, redirectsSignature } from './store';

/** Rows read per query when the table is reloaded. */
export const LOAD_BATCH = 2_000;

type LiveRow = { source: string; status: RedirectRule['status']; target: string | null };

/**
 * The rules as requests meet them, built batch by batch. A rule written with an old Spanish
 * address (before Spanish addresses were Spanish: `/es/careers/old` → `/es/careers/new`) leads
 * straight to the Spanish address, and answers at the Spanish form of its source too
 * (`/es/empleo/old`), unless a rule of its own is there.
 */
export function liveTableBuilder() {
  const entries = new Map<string, RedirectRule>();
  const aliases: [string, RedirectRule][] = [];
  return {
    add(rows: readonly LiveRow[]) {
      for (const row of rows) {
        const rule: RedirectRule = { status: row.status, target: row.target === null ? null : currentSitePath(row.target) };
        entries.set(row.source, rule);
        const spanish = lookupKey(currentSitePath(row.source));
        if (spanish !== row.source) aliases.push([spanish, rule]);
      }
    },
    /** The finished table; aliases only where no rule of its own is. */
    finish(): Map<string, RedirectRule> {
      for (const [path, rule] of aliases) if (!entries.has(path)) entries.set(path, rule);
      aliases.length = 0;
      return entries;
    },
  };
}

export function liveEntries(rows: readonly LiveRow[]): [string, RedirectRule][] {
  const builder = liveTableBuilder();
  builder.add(rows);
  return [...builder.finish()];
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
  return replaceRedirectTable(builder.finish(), signature, ticket);
}

/**
 * The reload under way and the one queued after it, on globalThis: the refresh loop (started at
 * boot) and the server actions (after a change) run different copies of this module in one process.
 */
const RELOADS = Symbol.for('otailo.redirects.reloads');
type Reloads = { running: Promise<boolean> | null; next: Promise<boolean> | null };
const reloads = (): Reloads => ((globalThis as unknown as Record<symbol, Reloads>)[RELOADS] ??= { running: null, next: null });

function begin(db: Database, force: boolean): Promise<boolean> {
  const state = reloads();
  const run = load(db, force).finally(() => {
    if (state.running === run) state.running = null;
  });
  state.running = run;
  return run;
}

/**
 * Reloads the table when its signature moved (always with `force`); true when it did. A call
 * while a reload runs waits for it; a forced one (a change was just made here) is followed by one
 * more reload, shared by every call that arrived meanwhile.
 */
export async function refreshRedirectTable(db: Database, { force = false } = {}): Promise<boolean> {
  const state = reloads();
  if (!state.running) return begin(db, force);
  if (!force) return state.running;
  state.next ??= state.running
    .catch(() => false)
    .then(() => {
      state.next = null;
      return state.running ?? begin(db, true);
    });
  return state.next;
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
