import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { indexNowPings } from './tables';
import { freshDatabase, testBackends } from '@/test/databases';
import { startFakeIndexNow } from '@/test/fakes/fake-indexnow.mjs';
import { deliverDuePings, enqueuePing, recentPings } from './outbox';

describe.each(testBackends())('the IndexNow outbox on %s', (backend) => {
  let handle: DatabaseHandle;
  let fake: Awaited<ReturnType<typeof startFakeIndexNow>>;
  const db = () => handle.db;
  const target = () => ({ endpoint: fake.endpoint, key: 'test-key-123', siteUrl: 'https://www.otailo.com', retryBaseMs: 1_000 });
  beforeAll(async () => {
    [handle, fake] = await Promise.all([freshDatabase(backend), startFakeIndexNow()]);
  });
  afterAll(async () => {
    await Promise.all([handle?.close(), fake?.close()]);
  });
  beforeEach(async () => {
    await db().delete(indexNowPings);
    fake.received.length = 0;
    fake.answers.length = 0;
  });

  it('sends the due rows as one batch with the host, key and key file, and marks them sent', async () => {
    await enqueuePing(db(), ['https://www.otailo.com/en/blog/a', 'https://www.otailo.com/es/blog/a-es']);
    await enqueuePing(db(), ['https://www.otailo.com/en/blog/a', 'https://www.otailo.com/en/blog/b']);
    expect(await deliverDuePings(db(), target())).toEqual({ sent: 2, more: false });
    expect(fake.received).toEqual([
      {
        host: 'www.otailo.com',
        key: 'test-key-123',
        keyLocation: 'https://www.otailo.com/test-key-123.txt',
        urlList: ['https://www.otailo.com/en/blog/a', 'https://www.otailo.com/es/blog/a-es', 'https://www.otailo.com/en/blog/b'],
      },
    ]);
    expect((await recentPings(db())).map((ping) => [ping.status, ping.responseStatus])).toEqual([
      ['sent', 202],
      ['sent', 202],
    ]);
    expect(await deliverDuePings(db(), target())).toEqual({ sent: 0, more: false });
  });

  it('retries a busy or failing endpoint later with backoff, and gives up on a refusal', async () => {
    await enqueuePing(db(), ['https://www.otailo.com/en/blog/a']);
    fake.answers.push(503);
    // A moment after queuing (a Date of the same instant would round the row's microseconds away).
    const now = new Date(Date.now() + 5);
    await deliverDuePings(db(), target(), { now });
    const [waiting] = await recentPings(db());
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 503, lastError: 'HTTP 503' });
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(now.getTime() + 500);
    // Not due yet: nothing is sent.
    expect(await deliverDuePings(db(), target(), { now })).toEqual({ sent: 0, more: false });
    expect(await deliverDuePings(db(), target(), { now: new Date(now.getTime() + 2_000) })).toEqual({ sent: 1, more: false });
    expect(fake.received).toHaveLength(2);

    await enqueuePing(db(), ['https://www.otailo.com/en/blog/b']);
    fake.answers.push(403);
    await deliverDuePings(db(), target(), { now: new Date(now.getTime() + 3_000) });
    expect((await recentPings(db()))[0]).toMatchObject({ status: 'failed', responseStatus: 403 });
  });

  it('posts to the configured endpoint only: a redirect is not followed, and retried as a failure', async () => {
    // An endpoint that sends every ping on to the fake one (which records what reaches it).
    const redirecting = createServer((req, res) => {
      req.resume();
      res.writeHead(307, { Location: fake.endpoint }).end();
    });
    redirecting.listen(0, '127.0.0.1');
    await once(redirecting, 'listening');
    try {
      await enqueuePing(db(), ['https://www.otailo.com/en/blog/a']);
      const endpoint = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}/indexnow`;
      expect(await deliverDuePings(db(), { ...target(), endpoint })).toEqual({ sent: 0, more: false });
      expect(fake.received).toEqual([]);
      const [ping] = await recentPings(db());
      expect(ping).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 307 });
      expect(ping!.lastError).toContain('not followed');
    } finally {
      redirecting.close();
    }
  });

  it('retries when the endpoint cannot be reached', async () => {
    await enqueuePing(db(), ['https://www.otailo.com/en/blog/a']);
    await deliverDuePings(db(), { ...target(), endpoint: 'http://127.0.0.1:9/indexnow' });
    expect((await recentPings(db()))[0]).toMatchObject({ status: 'pending', attempts: 1, responseStatus: null });
  });
});
