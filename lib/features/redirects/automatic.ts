/** The rules the site writes by itself, for pages renamed, deleted or published again. */
import 'server-only';
import { getDatabase } from '@/lib/infra/db';
import type { Database } from '@/lib/infra/db/client';
import { log } from '@/lib/infra/log.mjs';
import { lookupKey } from '@/lib/infra/routing/redirect-table.mjs';
import { afterRedirectChange } from './changes';
import { markGone, redirectRenamed, releasePath } from './store';

/** Runs an automatic change; a failure is logged, never thrown at the editor's save (the content changed). */
async function automatic(what: string, change: (db: Database) => Promise<boolean | void>, given?: Database): Promise<void> {
  try {
    const db = given ?? (await getDatabase());
    if ((await change(db)) === false) return;
    await afterRedirectChange(db);
  } catch (error) {
    log.error(`redirects: ${what} failed`, { error });
  }
}

/** A published page moved: its old path (`/en/blog/old`) answers 308 to the new one, with no chain. */
export const redirectMovedPage = (from: string, to: string) =>
  automatic('a moved page', (db) => redirectRenamed(db, lookupKey(from), lookupKey(to)));

/** A published page was deleted: its path answers 410 Gone. */
export const retirePage = (path: string) => automatic('a retired page', (db) => markGone(db, lookupKey(path)));

/** A page is published at `path`: an automatic rule or 410 there must not hide it (`db`: the publication clock's). */
export const releasePagePath = (path: string, db?: Database) => automatic('releasing a path', (tx) => releasePath(tx, lookupKey(path)), db);
