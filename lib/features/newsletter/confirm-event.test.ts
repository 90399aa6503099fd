/**
 * A confirmed newsletter subscription is the first-party analytics event `newsletter_confirmed`
 * (issue 42), written to the analytics tables through the door's collector, on the confirm page of
 * the subscriber's language; analytics that fail never fail the confirmation.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { CLIENT_IP_HEADER } from '@/lib/infra/http/client-ip.mjs';
import { localizedPath } from '@/lib/infra/routing/localized-paths';
import { testBackends, freshDatabase } from '@/test/databases';

const state = vi.hoisted(() => ({ handle: undefined as DatabaseHandle | undefined }));
vi.mock('@/lib/infra/db', () => ({ getDatabase: async () => state.handle!.db, getDatabaseHandle: async () => state.handle! }));

const { analyticsStore, stopAnalytics } = await import('@/lib/features/analytics');
const { confirmNewsletterSubscription } = await import('@/lib/features/newsletter');
const { signUp } = await import('./signup');

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const visitor = () => new Headers({ [CLIENT_IP_HEADER]: '198.51.100.23', 'user-agent': CHROME });

/** Writes what the process's collector holds, and lets the next event start a new one (on the next backend). */
async function flushAnalytics() {
  await stopAnalytics();
  Reflect.deleteProperty(globalThis, Symbol.for('otailo.analytics'));
}

describe.each(testBackends())('the newsletter_confirmed event on %s', (backend) => {
  beforeAll(async () => {
    state.handle = await freshDatabase(backend);
  });
  afterAll(async () => {
    await flushAnalytics();
    await state.handle?.close();
  });
  beforeEach(async () => {
    await state.handle!.exec('delete from analytics_events; delete from mail_outbox');
  });

  /** Signs `email` up and returns its confirmation token (from the queued mail). */
  async function tokenFor(email: string, language: 'en' | 'es') {
    await signUp(state.handle!.db, { email, language, consentText: 'Send me new articles.' }, 'https://otailo.test');
    const { rows } = await state.handle!.query('select text_body from mail_outbox where to_address = $1', [email]);
    return /\?token=([\w-]{43})/.exec(String(rows[0]!.text_body))![1]!;
  }
  const events = async () => (await state.handle!.query("select kind, name, path, locale, visitor from analytics_events where kind = 'event' order by id")).rows;

  it('lands in the analytics tables once, on the confirm page in the subscriber’s language, and shows on the dashboard', async () => {
    const token = await tokenFor('ana@example.com', 'es');
    expect(await confirmNewsletterSubscription(token, visitor())).toEqual({ outcome: 'confirmed', locale: 'es' });
    // A second press (or a reload) confirms nothing new and counts nothing new.
    expect(await confirmNewsletterSubscription(token, visitor())).toEqual({ outcome: 'already-confirmed', locale: 'es' });
    await flushAnalytics();
    const rows = await events();
    expect(rows).toEqual([{ kind: 'event', name: 'newsletter_confirmed', path: localizedPath('es', '/newsletter/confirm'), locale: 'es', visitor: expect.stringMatching(/^[0-9a-f]{16}$/) }]);
    expect(rows[0]!.path).toBe('/es/boletin/confirmar');
    const today = new Date().toISOString().slice(0, 10);
    expect((await analyticsStore().events({ from: today, to: today })).find((row) => row.name === 'newsletter_confirmed')).toEqual({ name: 'newsletter_confirmed', events: 1, visitors: 1 });
  });

  it('counts nothing for an unknown link, nor for a visitor whose browser asks not to be tracked', async () => {
    expect(await confirmNewsletterSubscription('A'.repeat(43), visitor())).toEqual({ outcome: 'unknown' });
    const token = await tokenFor('bo@example.com', 'en');
    const dnt = visitor();
    dnt.set('dnt', '1');
    expect(await confirmNewsletterSubscription(token, dnt)).toMatchObject({ outcome: 'confirmed' });
    await flushAnalytics();
    expect(await events()).toEqual([]);
  });

  it('confirms, at once, even when the analytics cannot be written', async () => {
    const token = await tokenFor('cy@example.com', 'en');
    await state.handle!.exec('alter table analytics_events rename to analytics_events_away');
    try {
      expect(await confirmNewsletterSubscription(token, visitor())).toEqual({ outcome: 'confirmed', locale: 'en' });
      // The write fails after the answer (logged, not thrown).
      await flushAnalytics();
    } finally {
      await state.handle!.exec('alter table analytics_events_away rename to analytics_events');
    }
    const { rows } = await state.handle!.query("select status from newsletter_subscribers where email = 'cy@example.com'");
    expect(rows).toEqual([{ status: 'confirmed' }]);
    expect(await events()).toEqual([]);
  });
});
