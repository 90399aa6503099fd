/** Redirects and retired addresses: the editors' table, the automatic rules of renamed or deleted pages, and the in-memory copy the proxy reads. */
import 'server-only';
import { getDatabase } from '@/lib/infra/db';
import { log } from '@/lib/infra/log.mjs';
import { countRedirects, redirectsAfter, redirectsPage, type RedirectFilter } from './store';
import { redirectsCsvStream } from './csv';
import { refreshRedirectTable, startRedirectRefresh, stopRedirectRefresh } from './live-table';

export { registerPublishedPaths } from './existing-pages';
export type { Redirect, RedirectFilter } from './store';
export { redirectMovedPage, releasePagePath, retirePage } from './automatic';
export { contentAddressChanged, type PageAddress } from './content-addresses';
/** The rules as one CSV document, as the export writes them (test/security/csv-exports.test.ts). */
export { redirectsToCsv as redirectsCsv } from './csv';

/** Loads the table now, then keeps it current (lib/startup.ts). */
export async function startRedirects(pollMs: number): Promise<void> {
  await refreshRedirectTable(await getDatabase(), { force: true }).catch((error: unknown) => log.error('redirects: table not loaded at start', { error }));
  startRedirectRefresh(getDatabase, pollMs);
}
export { stopRedirectRefresh as stopRedirects };

/** Rules a page of the admin screen shows: each row holds its edit form, about 5 kB and 1-2 ms to render. */
export const REDIRECTS_PAGE_SIZE = 50;

/** One page of the admin screen's list, filtered (read and counted in SQL). */
export const redirectsAdminView = async (filter: RedirectFilter, page: number) => redirectsPage(await getDatabase(), filter, page, REDIRECTS_PAGE_SIZE);

/** Rows the export reads per query. */
const EXPORT_BATCH = 1_000;

/** The export: how many rules there are, and the CSV as a stream read in batches (never the whole table at once). */
export async function redirectsExport(): Promise<{ count: number; csv: ReadableStream<Uint8Array> }> {
  const db = await getDatabase();
  let after: string | null = null;
  const csv = redirectsCsvStream(async () => {
    const batch = await redirectsAfter(db, after, EXPORT_BATCH);
    after = batch.at(-1)?.source ?? after;
    return batch;
  });
  return { count: await countRedirects(db), csv };
}

