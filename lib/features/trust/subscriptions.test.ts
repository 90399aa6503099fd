import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { mailOutbox } from '@/test/tables';
import { trustChanges, trustSubscribers, trustSubscriberTokens } from './tables';
import { hashToken } from '@/lib/infra/util/tokens';
import { freshDatabase, testBackends } from '@/test/databases';
import { announceTrustChanges } from './notifications';
import { saveSubprocessor } from './store';
import { confirmation, confirmSubscription, requestSubscription, unsubscribe, unsubscribeLink } from './subscribers';

const SITE = 'https://otailo.test';
const subprocessor = { name: 'Acme Mail', purposeEn: 'Sends mail', purposeEs: 'Envía correo', locationEn: 'EU', locationEs: 'UE', dataEn: 'Email address', dataEs: 'Correo electrónico' };

describe.each(testBackends())('change alerts with double opt-in on %s', (backend) => {
  let handle: DatabaseHandle;
  const db = () => handle.db;
  const ask = (email: string, locale: 'en' | 'es' = 'en') => requestSubscription(db(), { email, locale, consentText: 'Tell me about changes.' });
  const statusOf = async (email: string) => (await db().select().from(trustSubscribers).where(eq(trustSubscribers.email, email)))[0]?.status;
  const mails = () => db().select().from(mailOutbox).orderBy(mailOutbox.createdAt);

  beforeAll(async () => {
    handle = await freshDatabase(backend);
  });
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await db().delete(mailOutbox);
    await db().delete(trustChanges);
    await db().delete(trustSubscribers);
  });

  it('keeps a new address pending, with a confirmation token stored only as its hash', async () => {
    const request = await ask('ada@example.com');
    if (request.kind !== 'confirm') throw new Error('expected a confirmation');
    expect(await statusOf('ada@example.com')).toBe('pending');
    const tokens = await db().select().from(trustSubscriberTokens).where(eq(trustSubscriberTokens.subscriberId, request.subscriberId));
    expect(tokens.map((row) => [row.tokenHash, row.purpose])).toEqual([[hashToken(request.token), 'confirm']]);
    expect(JSON.stringify(tokens)).not.toContain(request.token);
    const [subscriber] = await db().select().from(trustSubscribers).where(eq(trustSubscribers.id, request.subscriberId));
    expect(subscriber).toMatchObject({ consentText: 'Tell me about changes.', confirmedAt: null, locale: 'en' });
  });

  it('confirms once with the mailed link; again is harmless; an unknown or malformed link confirms nothing', async () => {
    const request = await ask('grace@example.com', 'es');
    if (request.kind !== 'confirm') throw new Error('expected a confirmation');
    expect(await confirmSubscription(db(), 'A'.repeat(43))).toEqual({ outcome: 'unknown' });
    expect(await confirmSubscription(db(), 'short')).toEqual({ outcome: 'unknown' });
    expect(await confirmSubscription(db(), null)).toEqual({ outcome: 'unknown' });
    expect(await statusOf('grace@example.com')).toBe('pending');
    // Opening the link (a mail scanner does) only reads it: the page's button confirms.
    expect(await confirmation(db(), request.token)).toEqual({ outcome: 'pending', locale: 'es', maskedEmail: expect.stringMatching(/@example\.com$/) });
    expect(await statusOf('grace@example.com')).toBe('pending');
    expect(await confirmSubscription(db(), request.token)).toEqual({ outcome: 'confirmed', locale: 'es' });
    expect(await confirmSubscription(db(), request.token)).toEqual({ outcome: 'already-confirmed', locale: 'es' });
    expect(await statusOf('grace@example.com')).toBe('confirmed');
    // A confirmed address asking again stays as it is, and gets no new link.
    expect(await ask('grace@example.com')).toEqual({ kind: 'already-confirmed' });
  });

  it('refuses an expired confirmation link', async () => {
    const request = await ask('late@example.com');
    if (request.kind !== 'confirm') throw new Error('expected a confirmation');
    await db().update(trustSubscriberTokens).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(trustSubscriberTokens.tokenHash, hashToken(request.token)));
    expect(await confirmSubscription(db(), request.token)).toEqual({ outcome: 'expired' });
    expect(await statusOf('late@example.com')).toBe('pending');
  });

  it('mails a change to confirmed subscribers only, each with a one-click unsubscribe, never twice', async () => {
    const confirmed = await ask('confirmed@example.com', 'es');
    await ask('pending@example.com');
    if (confirmed.kind !== 'confirm') throw new Error('expected a confirmation');
    await confirmSubscription(db(), confirmed.token);
    const saved = await saveSubprocessor(db(), null, subprocessor);

    expect(await announceTrustChanges(db(), SITE)).toBe(1);
    expect(await announceTrustChanges(db(), SITE)).toBe(0);
    const sent = await mails();
    expect(sent.map((mail) => mail.toAddress)).toEqual(['confirmed@example.com']);
    const [mail] = sent;
    expect(mail).toMatchObject({ kind: 'trust-change', locale: 'es', dedupeKey: `trust-change:${saved!.change!.id}:${confirmed.subscriberId}`, subject: 'Nuevo subencargado de Otailo: Acme Mail' });
    expect(mail!.textBody).toContain('Nuevo: Acme Mail');
    expect(mail!.textBody).toContain(`${SITE}/es/confianza#changes`);
    const oneClick = /^<(https:\/\/otailo\.test\/api\/trust\/unsubscribe\?token=([\w-]{43}))>$/.exec(mail!.headers?.['List-Unsubscribe'] ?? '');
    expect(oneClick).not.toBeNull();
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.textBody).toContain(`${SITE}/es/confianza/baja?token=${oneClick![2]}`);

    // The link works once and again; the address then gets nothing more.
    expect(await unsubscribeLink(db(), oneClick![2])).toEqual({ subscribed: true, maskedEmail: 'c•••@example.com', locale: 'es' });
    expect(await unsubscribe(db(), oneClick![2])).toMatchObject({ subscribed: false });
    const unsubscribedAt = (await db().select({ at: trustSubscribers.unsubscribedAt }).from(trustSubscribers).where(eq(trustSubscribers.email, 'confirmed@example.com')))[0]!.at;
    expect(await unsubscribe(db(), oneClick![2])).toMatchObject({ subscribed: false });
    expect((await db().select({ at: trustSubscribers.unsubscribedAt }).from(trustSubscribers).where(eq(trustSubscribers.email, 'confirmed@example.com')))[0]!.at).toEqual(unsubscribedAt);
    expect(await unsubscribe(db(), 'B'.repeat(43))).toBeNull();
    await saveSubprocessor(db(), saved!.row.id, { ...subprocessor, locationEn: 'US', locationEs: 'EE. UU.' });
    await announceTrustChanges(db(), SITE);
    expect(await mails()).toHaveLength(1);
  });

  it('tells a subscriber only of changes made after they confirmed', async () => {
    await saveSubprocessor(db(), null, subprocessor);
    const late = await ask('later@example.com');
    if (late.kind !== 'confirm') throw new Error('expected a confirmation');
    await confirmSubscription(db(), late.token);
    await announceTrustChanges(db(), SITE);
    expect(await mails()).toHaveLength(0);
  });

  it('lets an address that left come back, through a new confirmation', async () => {
    const first = await ask('back@example.com');
    if (first.kind !== 'confirm') throw new Error('expected a confirmation');
    await confirmSubscription(db(), first.token);
    await saveSubprocessor(db(), null, subprocessor);
    await announceTrustChanges(db(), SITE);
    const [mail] = await mails();
    const token = /token=([\w-]{43})/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    await unsubscribe(db(), token);
    // The old confirmation link does not bring it back; a new request does.
    expect(await confirmSubscription(db(), first.token)).toEqual({ outcome: 'expired' });
    const again = await ask('back@example.com');
    if (again.kind !== 'confirm') throw new Error('expected a confirmation');
    expect(await statusOf('back@example.com')).toBe('pending');
    expect(await confirmSubscription(db(), again.token)).toMatchObject({ outcome: 'confirmed' });
  });

  it('leaves changes older than a week unmailed when mail arrives late', async () => {
    const request = await ask('old@example.com');
    if (request.kind !== 'confirm') throw new Error('expected a confirmation');
    await confirmSubscription(db(), request.token);
    await saveSubprocessor(db(), null, subprocessor);
    expect(await announceTrustChanges(db(), SITE, Date.now() + 8 * 86_400_000)).toBe(1);
    expect(await mails()).toHaveLength(0);
    expect((await db().select().from(trustChanges))[0]!.notifiedAt).not.toBeNull();
  });
});
