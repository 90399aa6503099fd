/** Redirects and retired addresses: the editors' table, the automatic rules of renamed or deleted pages, and the in-memory copy the proxy reads. */
import 'server-only';
import { getDatabase } from '@/lib/infra/db';
import { log } from '@/lib/infra/log.mjs';
import { listRedirects } from './store';
import { refreshRedirectTable, startRedirectRefresh, stopRedirectRefresh } from './live-table';

export { registerPublishedPaths } from './existing-pages';
export { redirectsToCsv as redirectsCsv } from './csv';
export type { Redirect } from './store';
export { redirectMovedPage, releasePagePath, retirePage } from './automatic';
export { contentAddressChanged, type PageAddress } from './content-addresses';

/** Loads the table now, then keeps it current (lib/startup.ts). */
export async function startRedirects(pollMs: number): Promise<void> {
  await refreshRedirectTable(await getDatabase(), { force: true }).catch((error: unknown) => log.error('redirects: table not loaded at start', { error }));
  startRedirectRefresh(getDatabase, pollMs);
}
export { stopRedirectRefresh as stopRedirects };

export const redirectsAdminView = async () => listRedirects(await getDatabase());

