import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { leadAttempts, leads } from './tables';
import { freshDatabase, testBackends } from '@/test/databases';
import { newLead } from '@/test/leads';
import { createLeadStore } from './store';
import type { LeadStore } from './types';

describe.each(testBackends())('lead store on %s', (backend) => {
  let handle: DatabaseHandle;
  let store: LeadStore;

  beforeAll(async () => {
    handle = await freshDatabase(backend);
    store = createLeadStore(async () => handle.db);
  });
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await handle.db.delete(leads);
  });

  it('stores a lead as pending, due now', async () => {
    const lead = newLead({ kind: 'contact', interest: 'reverse-logistics', message: 'Hello', hutk: 'f'.repeat(32) });
    const { id, duplicate } = await store.capture(lead);
    expect(duplicate).toBe(false);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const row = await store.byId(id);
    const { spam, ...fields } = lead;
    expect(spam).toBeUndefined();
    expect(row).toMatchObject({ ...fields, id, crmStatus: 'pending', attempts: 0, leaseOwner: null, sentAt: null });
    expect(row!.createdAt).toBeInstanceOf(Date);
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
  });

  it('stores a second submit with the same idempotency key once', async () => {
    const lead = newLead();
    const first = await store.capture(lead);
    const second = await store.capture({ ...lead, firstName: 'Changed' });
    expect(second).toEqual({ id: first.id, duplicate: true });
    expect((await store.list()).total).toBe(1);
    expect((await store.byId(first.id))!.firstName).toBe('Ada');
  });

  it('stores concurrent duplicates once', async () => {
    const lead = newLead();
    const results = await Promise.all(Array.from({ length: 8 }, () => store.capture(lead)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect((await store.list()).total).toBe(1);
  });

  it('stores a lead whose fields hold NUL and other control characters, without them', async () => {
    const nul = '\u0000';
    const lead = newLead({
      kind: 'contact',
      firstName: `Ada${nul}`,
      lastName: `Love${nul}lace`,
      company: `Engines${nul}\u0007`,
      message: `Hello${nul}\nworld`,
      pageName: `Contact${nul}`,
      userAgent: `Mozilla${nul}`,
    });
    const { id } = await store.capture(lead);
    expect(await store.byId(id)).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Engines',
      message: 'Hello\nworld',
      pageName: 'Contact',
      userAgent: 'Mozilla',
      crmStatus: 'pending',
    });
  });

  it('keeps spam out of the queue', async () => {
    const { id } = await store.capture(newLead({ spam: true }));
    expect((await store.byId(id))!.crmStatus).toBe('spam');
  });

  it('clips request headers that do not fit', async () => {
    const { id } = await store.capture(newLead({ userAgent: 'x'.repeat(2_000), ipAddress: '1'.repeat(100) }));
    const row = await store.byId(id);
    expect(row!.userAgent).toHaveLength(512);
    expect(row!.ipAddress).toHaveLength(64);
  });

  it('lists newest first, filtered by kind and status, paginated', async () => {
    const demo = await store.capture(newLead({ kind: 'demo' }));
    const contact = await store.capture(newLead({ kind: 'contact' }));
    const spam = await store.capture(newLead({ kind: 'contact', spam: true }));
    // Distinct creation times whatever the clock's resolution.
    for (const [index, { id }] of [demo, contact, spam].entries()) {
      await handle.db.update(leads).set({ createdAt: new Date(Date.UTC(2026, 0, index + 1)) }).where(eq(leads.id, id));
    }
    expect((await store.list()).leads.map((l) => l.id)).toEqual([spam.id, contact.id, demo.id]);
    expect((await store.list({ kind: 'contact' })).leads.map((l) => l.id)).toEqual([spam.id, contact.id]);
    expect(await store.list({ kind: 'contact', status: 'pending' })).toMatchObject({ total: 1, leads: [{ id: contact.id }] });
    expect(await store.list({ limit: 1, offset: 1 })).toMatchObject({ total: 3, leads: [{ id: contact.id }] });
    expect((await store.list({ limit: 1_000, offset: -5 })).leads).toHaveLength(3);
    expect((await store.list({ limit: Number.NaN })).leads).toHaveLength(3);
  });

  it('searches name, email and company, filters by days, sorts, selects by ids and deletes a selection', async () => {
    const grace = await store.capture(newLead({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.example', company: 'Navy 100%' }));
    const alan = await store.capture(newLead({ firstName: 'Alan', lastName: 'Turing', email: 'alan@bletchley.example', company: null }));
    const ada = await store.capture(newLead());
    for (const [index, { id }] of [grace, alan, ada].entries()) {
      await handle.db.update(leads).set({ createdAt: new Date(Date.UTC(2026, 0, index + 1, 12)) }).where(eq(leads.id, id));
    }
    const ids = async (query: Parameters<LeadStore['list']>[0]) => (await store.list(query)).leads.map((lead) => lead.id);
    expect(await ids({ search: 'grace hop' })).toEqual([grace.id]);
    expect(await ids({ search: 'BLETCHLEY' })).toEqual([alan.id]);
    expect(await ids({ search: 'analytical' })).toEqual([ada.id]);
    // Typed wildcards are literal.
    expect(await ids({ search: '100%' })).toEqual([grace.id]);
    expect(await ids({ search: '%' })).toEqual([grace.id]);
    expect(await ids({ since: new Date(Date.UTC(2026, 0, 2)), before: new Date(Date.UTC(2026, 0, 3)) })).toEqual([alan.id]);
    expect(await ids({ sort: 'name', dir: 'asc' })).toEqual([ada.id, alan.id, grace.id]);
    expect(await ids({ sort: 'company', dir: 'asc' })).toEqual([alan.id, ada.id, grace.id]);
    expect(await ids({ sort: 'date', dir: 'asc' })).toEqual([grace.id, alan.id, ada.id]);
    expect(await ids({ ids: [ada.id, 'not-a-uuid'] })).toEqual([ada.id]);
    expect(await ids({ ids: [] })).toEqual([]);
    expect(await store.remove([grace.id, alan.id, 'nope'])).toBe(2);
    expect(await ids({})).toEqual([ada.id]);
    expect(await store.remove([])).toBe(0);
  });

  it('finds nothing for unknown or malformed ids', async () => {
    expect(await store.byId('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await store.byId("1' OR '1'='1")).toBeNull();
    expect(await store.attempts('nope')).toEqual([]);
    expect(await store.markForRetry('nope')).toBe(false);
  });

  it('lists attempts oldest first and drops them with the lead', async () => {
    const { id } = await store.capture(newLead());
    const at = new Date();
    await handle.db.insert(leadAttempts).values([
      { leadId: id, attempt: 2, startedAt: at, durationMs: 12, httpStatus: 200, outcome: 'sent', error: null },
      { leadId: id, attempt: 1, startedAt: at, durationMs: 30, httpStatus: 503, outcome: 'retry', error: 'down' },
    ]);
    expect((await store.attempts(id)).map((a) => [a.attempt, a.outcome])).toEqual([
      [1, 'retry'],
      [2, 'sent'],
    ]);
    await handle.db.delete(leads).where(eq(leads.id, id));
    expect(await store.attempts(id)).toEqual([]);
  });

  it('puts a failed lead back in the queue, but not a sent or a leased one', async () => {
    const failed = await store.capture(newLead());
    const sent = await store.capture(newLead());
    const leased = await store.capture(newLead());
    const later = new Date(Date.now() + 3_600_000);
    await handle.db
      .update(leads)
      .set({ crmStatus: 'failed', attempts: 41, nextAttemptAt: later, lastError: 'Gave up' })
      .where(eq(leads.id, failed.id));
    await handle.db.update(leads).set({ crmStatus: 'sent' }).where(eq(leads.id, sent.id));
    await handle.db.update(leads).set({ leaseOwner: 'other', leaseUntil: later }).where(eq(leads.id, leased.id));

    expect(await store.markForRetry(failed.id)).toBe(true);
    expect(await store.byId(failed.id)).toMatchObject({ crmStatus: 'pending', attempts: 0, lastError: 'Gave up' });
    expect((await store.byId(failed.id))!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    expect(await store.markForRetry(sent.id)).toBe(false);
    expect(await store.markForRetry(leased.id)).toBe(false);
  });

  it('counts leads per status', async () => {
    await store.capture(newLead());
    await store.capture(newLead());
    await store.capture(newLead({ spam: true }));
    expect(await store.countByStatus()).toEqual({ pending: 2, retrying: 0, sent: 0, failed: 0, spam: 1 });
  });
  it('records a meeting on a lead: its note, due again, its lease and error dropped; never on spam', async () => {
    const { id } = await store.capture(newLead());
    const { id: spam } = await store.capture(newLead({ spam: true }));
    await handle.db.update(leads).set({ crmStatus: 'sent', attempts: 3, leaseOwner: 'w', leaseUntil: new Date(Date.now() + 60_000), lastError: 'x' }).where(eq(leads.id, id));
    await store.recordMeeting(id, 'Demo booked');
    await store.recordMeeting(spam, 'Demo booked');
    expect(await store.byId(id)).toMatchObject({ message: 'Demo booked', crmStatus: 'pending', attempts: 0, leaseOwner: null, leaseUntil: null, lastError: null });
    expect(await store.byId(spam)).toMatchObject({ message: null, crmStatus: 'spam' });
  });

  it('names leads by id for a booking, leaving out unknown ones', async () => {
    const lead = newLead();
    const { id } = await store.capture(lead);
    const contacts = await store.contacts([id, id, '00000000-0000-4000-8000-000000000000']);
    expect([...contacts.entries()]).toEqual([[id, { id, firstName: lead.firstName, lastName: lead.lastName, email: lead.email, company: lead.company }]]);
    expect((await store.contacts([])).size).toBe(0);
  });
});
