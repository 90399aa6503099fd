/**
 * A resource's download (the file route calls recordResourceDownload) is counted on the resource and
 * recorded as the first-party analytics event `resource_downloaded` on the resource's page (issue 42);
 * analytics that fail never stop the download's count.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { resources } from './tables';
import { CLIENT_IP_HEADER } from '@/lib/infra/http/client-ip.mjs';
import { freshDatabase, testBackends } from '@/test/databases';

const state = vi.hoisted(() => ({ handle: undefined as DatabaseHandle | undefined }));
vi.mock('@/lib/infra/db', () => ({ getDatabase: async () => state.handle!.db, getDatabaseHandle: async () => state.handle! }));

const { analyticsStore, stopAnalytics } = await import('@/lib/features/analytics');
const { recordResourceDownload } = await import('./downloads');

const CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const visitor = (extra: Record<string, string> = {}) => new Headers({ [CLIENT_IP_HEADER]: '203.0.113.9', 'user-agent': CHROME, ...extra });

/** Writes what the process's collector holds, and lets the next event start a new one (on the next backend). */
async function flushAnalytics() {
  await stopAnalytics();
  Reflect.deleteProperty(globalThis, Symbol.for('otailo.analytics'));
}

describe.each(testBackends())('the resource_downloaded event on %s', (backend) => {
  let guide: { id: number; slug: string; language: 'en' | 'es' };
  beforeAll(async () => {
    state.handle = await freshDatabase(backend);
    const [row] = await state.handle.db
      .insert(resources)
      .values({ slug: 'guia-devoluciones', language: 'es', status: 'published', title: 'Guía', summary: 'Resumen', type: 'guide', gated: true })
      .returning({ id: resources.id, slug: resources.slug, language: resources.language });
    guide = row!;
  });
  afterAll(async () => {
    await flushAnalytics();
    await state.handle?.close();
  });
  beforeEach(async () => {
    await state.handle!.exec('delete from analytics_events; update resources set downloads = 0');
  });
  const downloads = async () => Number((await state.handle!.query('select downloads from resources where id = $1', [guide.id])).rows[0]!.downloads);
  const events = async () => (await state.handle!.query("select kind, name, path, locale from analytics_events where kind = 'event' order by id")).rows;

  it('lands in the analytics tables for each download, on the resource’s page in its language, and shows on the dashboard', async () => {
    await recordResourceDownload(guide, visitor());
    await recordResourceDownload(guide, visitor());
    await recordResourceDownload(guide, visitor({ 'user-agent': `${CHROME} Edg/131.0.0.0` }));
    expect(await downloads()).toBe(3);
    await flushAnalytics();
    expect(await events()).toEqual(Array.from({ length: 3 }, () => ({ kind: 'event', name: 'resource_downloaded', path: '/es/recursos/guia-devoluciones', locale: 'es' })));
    const today = new Date().toISOString().slice(0, 10);
    expect((await analyticsStore().events({ from: today, to: today })).find((row) => row.name === 'resource_downloaded')).toEqual({ name: 'resource_downloaded', events: 3, visitors: 2 });
  });

  it('counts the download but records no event for a bot or a browser sending Global Privacy Control', async () => {
    await recordResourceDownload(guide, visitor({ 'user-agent': 'curl/8.5.0' }));
    await recordResourceDownload(guide, visitor({ 'sec-gpc': '1' }));
    expect(await downloads()).toBe(2);
    await flushAnalytics();
    expect(await events()).toEqual([]);
  });

  it('still counts the download when the analytics cannot be written', async () => {
    await state.handle!.exec('alter table analytics_events rename to analytics_events_away');
    try {
      await expect(recordResourceDownload(guide, visitor())).resolves.toBeUndefined();
      // The write fails later, in the collector's flush (logged, not thrown).
      await flushAnalytics();
    } finally {
      await state.handle!.exec('alter table analytics_events_away rename to analytics_events');
    }
    expect(await downloads()).toBe(1);
    expect(await events()).toEqual([]);
  });
});
