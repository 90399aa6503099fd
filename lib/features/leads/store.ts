import 'server-only';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '@/lib/infra/db/queries';
import type { Database } from '@/lib/infra/db/client';
import { getDatabase } from '@/lib/infra/db';
import { leadAttempts, leads } from './tables';
import { storableText } from '@/lib/infra/util/text';
import { CRM_STATUSES, type CaptureResult, type CrmStatus, type LeadAttemptRow, type LeadContact, type LeadPage, type LeadQuery, type LeadRow, type LeadStore, type NewLead } from './types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Request headers are not validated by the form schema: keep what fits the column. */
const clip = (value: string | null, length: number) => (value === null ? null : value.slice(0, length));

/** Every text of the lead as the database can store it: a stray NUL must not lose the lead. */
function storable(lead: NewLead): NewLead {
  const entries = Object.entries(lead).map(([key, value]) => [key, typeof value === 'string' ? storableText(value) : value]);
  return Object.fromEntries(entries) as NewLead;
}

function filters(query: LeadQuery): SQL | undefined {
  const term = query.search?.trim();
  const pattern = term ? containsPattern(term) : '';
  const ids = query.ids?.filter((id) => UUID.test(id));
  return and(
    query.kind ? eq(leads.kind, query.kind) : undefined,
    query.status ? eq(leads.crmStatus, query.status) : undefined,
    query.since ? gte(leads.createdAt, query.since) : undefined,
    query.before ? lt(leads.createdAt, query.before) : undefined,
    ids ? (ids.length > 0 ? inArray(leads.id, ids) : sql`false`) : undefined,
    term
      ? or(ilike(sql`${leads.firstName} || ' ' || ${leads.lastName}`, pattern), ilike(leads.email, pattern), ilike(leads.company, pattern))
      : undefined,
  );
}

/** The inbox's order; the id last, so a page boundary never shows a row twice. */
function orderOf(query: LeadQuery): SQL[] {
  const by = query.dir === 'asc' ? asc : desc;
  const column = {
    date: leads.createdAt,
    name: sql`lower(${leads.firstName} || ' ' || ${leads.lastName})`,
    email: sql`lower(${leads.email})`,
    company: sql`lower(coalesce(${leads.company}, ''))`,
  }[query.sort ?? 'date'];
  return [by(column), by(leads.id)];
}

type OpenDatabase = () => Promise<Database>;

/** The lead store on the site's own database (PGlite or PostgreSQL). */
export function createLeadStore(getDb: OpenDatabase): LeadStore {
  return {
    capture: (lead) => captureLead(getDb, lead),
    list: (query = {}) => listLeads(getDb, query),
    byId: (id) => leadById(getDb, id),
    attempts: (leadId) => attemptsOf(getDb, leadId),
    markForRetry: (id) => markForRetry(getDb, id),
    remove: (ids) => removeLeads(getDb, ids),
    countByStatus: () => countByStatus(getDb),
    contacts: (ids) => contactsOf(getDb, ids),
    recordMeeting: (id, note) => recordMeeting(getDb, id, note),
  };
}

async function captureLead(getDb: OpenDatabase, lead: NewLead): Promise<CaptureResult> {
  const db = await getDb();
  const { spam, ipAddress, userAgent, ...fields } = storable(lead);
  const [inserted] = await db
    .insert(leads)
    .values({
      ...fields,
      ipAddress: clip(ipAddress, 64),
      userAgent: clip(userAgent, 512),
      crmStatus: spam ? 'spam' : 'pending',
    })
    .onConflictDoNothing({ target: leads.idempotencyKey })
    .returning({ id: leads.id });
  if (inserted) return { id: inserted.id, duplicate: false };
  // The conflicting insert has committed by now (ON CONFLICT waits for it), so this sees it.
  const [existing] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.idempotencyKey, fields.idempotencyKey))
    .limit(1);
  if (!existing) throw new Error(`Lead ${fields.idempotencyKey} neither inserted nor found`);
  return { id: existing.id, duplicate: true };
}

async function listLeads(getDb: OpenDatabase, query: LeadQuery): Promise<LeadPage> {
  const db = await getDb();
  const limit = Math.min(Math.max(Math.trunc(query.limit ?? 50) || 50, 1), 200);
  const offset = Math.max(Math.trunc(query.offset ?? 0) || 0, 0);
  const where = filters(query);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db.select().from(leads).where(where).orderBy(...orderOf(query)).limit(limit).offset(offset),
    db.select({ total: count() }).from(leads).where(where),
  ]);
  return { leads: rows, total: Number(total) };
}

async function removeLeads(getDb: OpenDatabase, ids: readonly string[]): Promise<number> {
  const valid = ids.filter((id) => UUID.test(id));
  if (valid.length === 0) return 0;
  const db = await getDb();
  // Attempts and bookings go with their lead (ON DELETE CASCADE), in the same statement.
  const deleted = await db.delete(leads).where(inArray(leads.id, valid)).returning({ id: leads.id });
  return deleted.length;
}

async function leadById(getDb: OpenDatabase, id: string): Promise<LeadRow | null> {
  if (!UUID.test(id)) return null;
  const db = await getDb();
  const [row] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  return row ?? null;
}

async function attemptsOf(getDb: OpenDatabase, leadId: string): Promise<LeadAttemptRow[]> {
  if (!UUID.test(leadId)) return [];
  const db = await getDb();
  return db
    .select()
    .from(leadAttempts)
    .where(eq(leadAttempts.leadId, leadId))
    .orderBy(asc(leadAttempts.attempt), asc(leadAttempts.id));
}

async function markForRetry(getDb: OpenDatabase, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const db = await getDb();
  const updated = await db
    .update(leads)
    .set({
      crmStatus: 'pending',
      attempts: 0,
      nextAttemptAt: sql`now()`,
      leaseOwner: null,
      leaseUntil: null,
    })
    // Not while a worker holds the lead: its answer would be lost and the lead sent twice.
    .where(
      and(
        eq(leads.id, id),
        ne(leads.crmStatus, 'sent'),
        or(isNull(leads.leaseUntil), lt(leads.leaseUntil, sql`now()`)),
      ),
    )
    .returning({ id: leads.id });
  return updated.length > 0;
}

async function countByStatus(getDb: OpenDatabase): Promise<Record<CrmStatus, number>> {
  const db = await getDb();
  const rows = await db.select({ status: leads.crmStatus, count: count() }).from(leads).groupBy(leads.crmStatus);
  const counts = Object.fromEntries(CRM_STATUSES.map((status) => [status, 0])) as Record<CrmStatus, number>;
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

async function contactsOf(getDb: OpenDatabase, ids: readonly string[]): Promise<Map<string, LeadContact>> {
  if (ids.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select({ id: leads.id, firstName: leads.firstName, lastName: leads.lastName, email: leads.email, company: leads.company })
    .from(leads)
    .where(inArray(leads.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

async function recordMeeting(getDb: OpenDatabase, id: string, note: string): Promise<void> {
  const db = await getDb();
  await db
    .update(leads)
    .set({ message: note, crmStatus: 'pending', attempts: 0, nextAttemptAt: sql`now()`, leaseOwner: null, leaseUntil: null, lastError: null })
    .where(and(eq(leads.id, id), ne(leads.crmStatus, 'spam')));
}

/** The lead store on the site's database (opened on first use). */
export function leadStore(): LeadStore {
  return createLeadStore(getDatabase);
}
