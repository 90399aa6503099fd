/**
 * Keeps this process's redirect table (lib/infra/routing/redirect-table.mjs) equal to the database:
 * loaded at start, reloaded at once after a change made here, and by a loop that compares the
 * table's signature every REDIRECTS_POLL_MS for changes made on other instances.
 */
import 'server-only';
import type { Database } from '@/lib/infra/db/client';
import { currentSitePath } from '@/lib/infra/routing/localized-paths';
import { lookupKey, redirectTableVersion, replaceRedirectTable, type RedirectRule } from '@/lib/infra/routing/redirect-table.mjs';
import { createPollLoop, type PollLoop } from '@/lib/infra/util/poll-loop';
import { listRedirects, redirectsSignature } from './store';

/** Reloads the table when its signature moved; true when it did. */
export async function refreshRedirectTable(db: Database, { force = false } = {}): Promise<boolean> {
  const signature = await redirectsSignature(db);
  if (!force && signature === redirectTableVersion()) return false;
  const rows = await listRedirects(db);
  replaceRedirectTable(liveEntries(rows), signature);
  return true;
}

/**
 * The rules as requests meet them. A rule written with an old Spanish address (before Spanish
 * addresses were Spanish: `/es/careers/old` → `/es/careers/new`) leads straight to the Spanish
 * address, and answers at the Spanish form of its source too (`/es/empleo/old`), unless a rule of
 * its own is there.
 */
export function liveEntries(rows: readonly { source: string; status: RedirectRule['status']; target: string | null }[]): [string, RedirectRule][] {
  const entries = new Map<string, RedirectRule>();
  for (const row of rows) entries.set(row.source, { status: row.status, target: row.target === null ? null : currentSitePath(row.target) });
  for (const row of rows) {
    const spanish = lookupKey(currentSitePath(row.source));
    if (!entries.has(spanish)) entries.set(spanish, entries.get(row.source)!);
  }
  return [...entries];
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
