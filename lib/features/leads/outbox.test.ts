import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startFakeCrm, type FakeCrm } from '@/test/fakes/fake-crm.mjs';
import { createHubSpotClient } from './crm';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { leads } from './tables';
import { freshDatabase, testBackends } from '@/test/databases';
import { newLead } from '@/test/leads';
import { createOutbox, type OutboxOptions } from './outbox';
import { createLeadStore } from './store';
import { createTokenBucket } from '@/lib/infra/rate-limit/token-bucket';
import type { LeadKind, LeadStore } from './types';

const PORTAL = '424242';
const FORMS = { demo: 'aaaaaaaa-0000-4000-8000-00000000demo', contact: 'bbbbbbbb-0000-4000-8000-0000contact' };
const TIMEOUT_MS = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testBackends())('lead outbox on %s', (backend) => {
  let handle: DatabaseHandle;
  let store: LeadStore;
  let fake: FakeCrm;

  const crm = (formIds: Partial<Record<LeadKind, string>> = FORMS) =>
    createHubSpotClient({ apiBase: fake.url, portalId: PORTAL, formIds, timeoutMs: TIMEOUT_MS });

  const outbox = (options: Partial<OutboxOptions> = {}) =>
    createOutbox({
      getDb: async () => handle.db,
      crm: crm(),
      bucket: createTokenBucket({ capacity: 1_000, refill: 1_000, intervalMs: 1_000 }),
      owner: 'instance-a',
      leaseMs: 2_000,
      retryBaseMs: 1_000,
      retryCapMs: 60_000,
      // Equal jitter at its low end: a retry comes half a step later.
      random: () => 0,
      log: () => {},
      ...options,
    });

  /** Every waiting lead becomes due (instead of sleeping through the backoff). */
  const makeDue = () => handle.db.update(leads).set({ nextAttemptAt: sql`now()` });
  const row = async (id: string) => (await store.byId(id))!;
  const msUntil = (date: Date) => date.getTime() - Date.now();

  beforeAll(async () => {
    handle = await freshDatabase(backend);
    store = createLeadStore(async () => handle.db);
    fake = await startFakeCrm();
    // The process's first fetch sets up its HTTP client, which on a loaded machine outlasted the
    // 300 ms CRM timeout of the first test (a retry instead of a send): pay for it here.
    await fetch(fake.url).catch(() => undefined);
  });
  afterAll(async () => {
    await fake?.close();
    await handle?.close();
  });
  beforeEach(async () => {
    await handle.db.delete(leads);
    fake.reset();
  });

  it('sends a demo request with exactly the fields, context and time of submission', async () => {
    const { id } = await store.capture(newLead({ country: 'ES', hutk: '0123456789abcdef0123456789abcdef' }));
    expect(await outbox().runOnce()).toEqual({ sent: 1, retried: 0, failed: 0, skipped: 0, more: false });

    const lead = await row(id);
    expect(lead).toMatchObject({ crmStatus: 'sent', attempts: 1, leaseOwner: null, leaseUntil: null, lastError: null });
    expect(lead.sentAt).toBeInstanceOf(Date);
    expect(fake.submissions).toHaveLength(1);
    expect(fake.submissions[0]).toMatchObject({ portalId: PORTAL, formId: FORMS.demo });
    expect(fake.submissions[0]!.body).toEqual({
      submittedAt: String(lead.createdAt.getTime()),
      fields: [
        { name: 'firstname', value: 'Ada' },
        { name: 'lastname', value: 'Lovelace' },
        { name: 'email', value: lead.email },
        { name: 'company', value: 'Analytical Engines Ltd' },
        { name: 'country', value: 'Spain' },
      ],
      context: {
        pageUri: 'https://www.otailo.com/en',
        pageName: 'Otailo — Returns management',
        hutk: '0123456789abcdef0123456789abcdef',
      },
    });
    expect(await store.attempts(id)).toMatchObject([{ attempt: 1, outcome: 'sent', httpStatus: 200, error: null }]);
    expect(await outbox().runOnce()).toMatchObject({ sent: 0, retried: 0, failed: 0 });
    expect(fake.requests).toHaveLength(1);
  });

  it('sends a contact message to the contact form', async () => {
    await store.capture(
      newLead({ kind: 'contact', company: null, country: null, interest: 'other', message: 'Call me', locale: 'es' }),
    );
    expect((await outbox().runOnce()).sent).toBe(1);
    expect(fake.submissions[0]!.formId).toBe(FORMS.contact);
    expect(fake.submissions[0]!.body.fields.map((f: { name: string }) => f.name)).toEqual([
      'firstname',
      'lastname',
      'email',
      'message',
      'interest',
    ]);
  });

  it('retries after a server error, with backoff, and records every attempt', async () => {
    const { id } = await store.capture(newLead());
    fake.setMode('500');
    expect(await outbox().runOnce()).toMatchObject({ sent: 0, retried: 1, failed: 0 });
    let lead = await row(id);
    expect(lead).toMatchObject({ crmStatus: 'retrying', attempts: 1, leaseOwner: null });
    expect(lead.lastError).toBe('Request failed with status code 500: Internal Server Error');
    // Half of the 1 s first step.
    expect(msUntil(lead.nextAttemptAt)).toBeGreaterThan(300);
    expect(msUntil(lead.nextAttemptAt)).toBeLessThanOrEqual(600);
    expect((await outbox().runOnce()).retried).toBe(0);

    await makeDue();
    expect((await outbox().runOnce()).retried).toBe(1);
    lead = await row(id);
    expect(lead.attempts).toBe(2);
    expect(msUntil(lead.nextAttemptAt)).toBeGreaterThan(800);

    fake.setMode('ok');
    await makeDue();
    expect((await outbox().runOnce()).sent).toBe(1);
    expect(await row(id)).toMatchObject({ crmStatus: 'sent', attempts: 3, lastError: null });
    expect((await store.attempts(id)).map((a) => [a.attempt, a.outcome, a.httpStatus])).toEqual([
      [1, 'retry', 500],
      [2, 'retry', 500],
      [3, 'sent', 200],
    ]);
    expect(fake.submissions).toHaveLength(1);
  });

  it("honours a 429's Retry-After for the lead and for every other call", async () => {
    const first = await store.capture(newLead());
    const second = await store.capture(newLead());
    fake.setMode('429');
    const box = outbox({ retryBaseMs: 100 });
    // One call, then the CRM's wait applies to the rest of the batch too.
    expect(await box.runOnce()).toMatchObject({ sent: 0, retried: 1 });
    expect(fake.requests).toHaveLength(1);
    const limited = (await row(first.id)).crmStatus === 'retrying' ? first.id : second.id;
    expect(msUntil((await row(limited)).nextAttemptAt)).toBeGreaterThan(700);
    expect(await store.attempts(limited)).toMatchObject([{ outcome: 'retry', httpStatus: 429 }]);

    fake.setMode('ok');
    await makeDue();
    expect(await box.runOnce()).toMatchObject({ sent: 0, retried: 0 });
    expect(fake.requests).toHaveLength(1);
    await sleep(1_050);
    expect(await box.runOnce()).toMatchObject({ sent: 2 });
  });

  it('retries a call that times out', async () => {
    const { id } = await store.capture(newLead());
    fake.setMode('hang');
    expect(await outbox().runOnce()).toMatchObject({ retried: 1 });
    expect(await row(id)).toMatchObject({ crmStatus: 'retrying', lastError: `timeout of ${TIMEOUT_MS}ms exceeded` });
    const [attempt] = await store.attempts(id);
    expect(attempt).toMatchObject({ outcome: 'retry', httpStatus: null });
    expect(attempt!.durationMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);

    fake.setMode('ok');
    await makeDue();
    expect((await outbox().runOnce()).sent).toBe(1);
    expect(fake.submissions).toHaveLength(1);
  });

  it("marks a rejected lead failed with the CRM's message and does not retry it", async () => {
    const { id } = await store.capture(newLead());
    fake.setMode('reject');
    expect(await outbox().runOnce()).toMatchObject({ failed: 1, retried: 0 });
    expect(await row(id)).toMatchObject({
      crmStatus: 'failed',
      lastError: "Request failed with status code 400: The request is not valid: Error in 'fields.email'. Invalid email address (INVALID_EMAIL)",
    });
    expect(await store.attempts(id)).toMatchObject([{ outcome: 'rejected', httpStatus: 400 }]);
    fake.setMode('ok');
    await makeDue();
    expect(await outbox().runOnce()).toMatchObject({ sent: 0, failed: 0 });

    // An admin's retry starts a new round; attempt numbers go on.
    expect(await store.markForRetry(id)).toBe(true);
    expect((await outbox().runOnce()).sent).toBe(1);
    expect((await store.attempts(id)).map((a) => [a.attempt, a.outcome])).toEqual([
      [1, 'rejected'],
      [2, 'sent'],
    ]);
  });

  it('gives up after the last attempt, keeping the lead and the reason', async () => {
    const { id } = await store.capture(newLead());
    fake.setMode('500');
    const box = outbox({ maxAttempts: 2 });
    expect(await box.runOnce()).toMatchObject({ retried: 1 });
    await makeDue();
    expect(await box.runOnce()).toMatchObject({ failed: 1, retried: 0 });
    expect(await row(id)).toMatchObject({
      crmStatus: 'failed',
      attempts: 2,
      lastError: 'Request failed with status code 500: Internal Server Error',
    });
  });

  it('probes a failing CRM with one lead per run, leaving the others queued in order', async () => {
    for (let i = 0; i < 3; i += 1) await store.capture(newLead());
    fake.setMode('500');
    expect(await outbox().runOnce()).toMatchObject({ retried: 1, more: false });
    expect(fake.requests).toHaveLength(1);
    const rows = (await store.list()).leads;
    expect(rows.filter((l) => l.crmStatus === 'pending' && l.leaseOwner === null)).toHaveLength(2);
    fake.setMode('ok');
    expect(await outbox().runOnce()).toMatchObject({ sent: 2 });
  });

  it('sends each lead exactly once when two instances run at the same time', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 30; i += 1) ids.add((await store.capture(newLead())).id);
    const drain = async (owner: string) => {
      const box = outbox({ owner, batchSize: 4 });
      let sent = 0;
      for (let run = await box.runOnce(); ; run = await box.runOnce()) {
        sent += run.sent;
        if (!run.more) break;
      }
      return sent;
    };
    const [a, b, c] = await Promise.all([drain('instance-a'), drain('instance-b'), drain('instance-a2')]);
    // Whatever remains after the concurrent runs (an instance may stop on a short batch).
    const rest = await drain('instance-c');
    expect(a + b + c + rest).toBe(30);
    expect(fake.requests).toHaveLength(30);
    const emails = fake.submissions.map((s) => s.body.fields.find((f: { name: string }) => f.name === 'email')?.value);
    expect(new Set(emails).size).toBe(30);
    for (const id of ids) {
      expect((await row(id)).crmStatus).toBe('sent');
      expect(await store.attempts(id)).toHaveLength(1);
    }
  });

  it("takes over a dead instance's leads when their lease expires", async () => {
    const { id } = await store.capture(newLead());
    await handle.db
      .update(leads)
      .set({ leaseOwner: 'dead-instance', leaseUntil: sql`now() + interval '400 milliseconds'` })
      .where(eq(leads.id, id));
    expect(await outbox().runOnce()).toMatchObject({ sent: 0 });
    expect(fake.requests).toHaveLength(0);
    await sleep(500);
    expect(await outbox().runOnce()).toMatchObject({ sent: 1 });
    expect(await row(id)).toMatchObject({ crmStatus: 'sent', leaseOwner: null });
  });

  it('leaves a lead to the instance that took it over while this one waited for the rate limiter', async () => {
    await store.capture(newLead());
    await store.capture(newLead());
    // Instance A may send one lead, then waits 1.5 s for the next: longer than its 600 ms lease.
    const slow = outbox({
      owner: 'instance-a',
      leaseMs: 2 * TIMEOUT_MS,
      batchSize: 2,
      bucket: createTokenBucket({ capacity: 1, refill: 1, intervalMs: 1_500 }),
    });
    const fast = outbox({ owner: 'instance-b' });
    const slowRun = slow.runOnce();
    await sleep(900);
    expect(await fast.runOnce()).toMatchObject({ sent: 1 });
    expect(await slowRun).toMatchObject({ sent: 1 });
    expect(fake.submissions).toHaveLength(2);
    expect(new Set(fake.submissions.map((s) => JSON.stringify(s.body.fields))).size).toBe(2);
  });

  it('keeps leads stored while no CRM form is configured for them', async () => {
    const demo = await store.capture(newLead({ kind: 'demo' }));
    const contact = await store.capture(newLead({ kind: 'contact' }));
    expect(await outbox({ crm: null }).runOnce()).toEqual({ sent: 0, retried: 0, failed: 0, skipped: 2, more: false });
    expect(await outbox({ crm: crm({ demo: FORMS.demo }) }).runOnce()).toMatchObject({ sent: 1, skipped: 1 });
    expect((await row(demo.id)).crmStatus).toBe('sent');
    expect(await row(contact.id)).toMatchObject({ crmStatus: 'pending', attempts: 0 });
    expect(await store.attempts(contact.id)).toEqual([]);
    // Configured later: forwarded then.
    expect(await outbox().runOnce()).toMatchObject({ sent: 1, skipped: 0 });
  });

  it('never forwards spam', async () => {
    const { id } = await store.capture(newLead({ spam: true }));
    expect(await outbox().runOnce()).toMatchObject({ sent: 0, skipped: 0 });
    expect((await row(id)).crmStatus).toBe('spam');
    expect(fake.requests).toHaveLength(0);
  });

  it('forwards a double submit once', async () => {
    const lead = newLead();
    await Promise.all([store.capture(lead), store.capture(lead)]);
    expect((await outbox().runOnce()).sent).toBe(1);
    expect(fake.submissions).toHaveLength(1);
  });

  it('refuses a lease shorter than twice the CRM timeout', () => {
    expect(() => outbox({ leaseMs: TIMEOUT_MS })).toThrow(RangeError);
  });
});
