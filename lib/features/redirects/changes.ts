import 'server-only';
import { updateTag } from 'next/cache';
import { expireTagsNow } from '@/lib/infra/cache/expire-now.mjs';
import { getDatabase } from '@/lib/infra/db';
import type { Database } from '@/lib/infra/db/client';
import { patchRedirectTable, refreshRedirectTable } from './live-table';

/** Cache tag expired on every change: it raises the revalidation count, so no instance's page store answers from before it. */
export const REDIRECTS_TAG = 'redirects';

/**
 * After a write: this instance's table at once (the editor's next request sees it), and the page
 * stores of every instance told; the others reload the table at their next poll. `imported`: the
 * write only added or replaced the rules at these sources (an import), so only they are read.
 */
export async function afterRedirectChange(db?: Database, { imported }: { imported?: readonly string[] } = {}): Promise<void> {
  const database = db ?? (await getDatabase());
  if (imported) await patchRedirectTable(database, imported);
  else await refreshRedirectTable(database, { force: true });
  expireTagsNow([REDIRECTS_TAG]);
  try {
    updateTag(REDIRECTS_TAG);
  } catch {
    // outside a server action (a script, a test): no page of this request to expire
  }
}
