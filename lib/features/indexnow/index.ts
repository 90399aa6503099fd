/** IndexNow: tells search engines which addresses changed, through an outbox, when INDEXNOW_KEY is set. */
import 'server-only';
import { after } from 'next/server';
import { getDatabase } from '@/lib/infra/db';
import { getEnv } from '@/lib/infra/env.mjs';
import { log } from '@/lib/infra/log.mjs';
import { createPollLoop, type PollLoop } from '@/lib/infra/util/poll-loop';
import { deliverDuePings, enqueuePing, recentPings, type IndexNowTarget } from './outbox';

export { deliverDuePings, enqueuePing, recentPings } from './outbox';
export type { IndexNowTarget } from './outbox';

/** Where pings go, or null while no key is configured (IndexNow is off). */
export function indexNowTarget(): IndexNowTarget | null {
  const env = getEnv();
  if (!env.INDEXNOW_KEY) return null;
  return { endpoint: env.INDEXNOW_ENDPOINT, key: env.INDEXNOW_KEY, siteUrl: env.SITE_URL, retryBaseMs: env.INDEXNOW_RETRY_BASE_MS };
}

const LOOP = Symbol.for('otailo.indexnow.loop');
const holder = globalThis as { [LOOP]?: PollLoop };

/**
 * Queues a ping for these absolute URLs; never throws (a search engine must not fail an editor's
 * save) and does nothing while IndexNow is off. The loop is kicked once the answer has gone.
 */
export async function queueIndexNow(urls: readonly string[]): Promise<void> {
  if (!indexNowTarget() || urls.length === 0) return;
  try {
    await enqueuePing(await getDatabase(), urls);
    try {
      after(() => holder[LOOP]?.kick());
    } catch {
      holder[LOOP]?.kick(); // outside a request (the publication clock)
    }
  } catch (error) {
    log.error('indexnow: a ping was not queued', { error, urls: urls.length });
  }
}

/** Starts the delivery loop on this instance (lib/startup.ts), when IndexNow is on. */
export function startIndexNow(): void {
  const target = indexNowTarget();
  if (!target || holder[LOOP]) return;
  holder[LOOP] = createPollLoop(async () => deliverDuePings(await getDatabase(), target), { pollMs: 5_000, name: 'indexnow: pings' });
  holder[LOOP].start();
}

export async function stopIndexNow(): Promise<void> {
  await holder[LOOP]?.stop();
  holder[LOOP] = undefined;
}

/** The admin screen's panel: whether IndexNow is on, its key file, the last pings. */
export async function indexNowAdminView() {
  const target = indexNowTarget();
  if (!target) return { enabled: false as const, pings: [] };
  return { enabled: true as const, keyFile: `${new URL(target.siteUrl).origin}/${target.key}.txt`, endpoint: target.endpoint, pings: await recentPings(await getDatabase()) };
}
