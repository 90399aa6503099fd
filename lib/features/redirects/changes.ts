import 'server-only';
import { updateTag } from 'next/cache';
import { getDatabase } from '@/lib/infra/db';
import type { Database } from '@/lib/infra/db/client';
import { refreshRedirectTable } from './live-table';

/** Cache tag expired on every change: it raises the revalidation count, so no instance's page store answers from before it. */
export const REDIRECTS_TAG = 'redirects';

/**
 * After a write: this instance's table at once (the editor's next request sees it), and the page
 * stores of every instance told; the others reload the table at their next poll.
 */
export async function afterRedirectChange(db?: Database): Promise<void> {
  await refreshRedirectTable(db ?? (await getDatabase()), { force: true });
  try {
    updateTag(REDIRECTS_TAG);
  } catch {
    // outside a server action (a script, a test): no page of this request to expire
  }
}
