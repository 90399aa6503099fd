/**
 * The audit log: who did what in the admin area, when and from which address. Append only — the
 * store has no update or delete, and nothing else writes the table. A failed write is logged and
 * never fails the action it records (the action already happened).
 */
import 'server-only';
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { auditLog, type AuditRow } from './tables';
import { csvDocument } from '@/lib/infra/util/csv';
import { log } from '@/lib/infra/log.mjs';
import { containsPattern } from '@/lib/infra/db/queries';

export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'post.create',
  'post.edit',
  'post.submit',
  'post.publish',
  'post.schedule',
  'post.unpublish',
  'post.delete',
  'post.restore',
  'post.published-by-schedule',
  'post.translated',
  'post.bulk-publish',
  'post.bulk-unpublish',
  'post.bulk-delete',
  'post.export',
  'story.create',
  'story.edit',
  'story.submit',
  'story.publish',
  'story.schedule',
  'story.unpublish',
  'story.delete',
  'story.translate',
  'story.published-by-schedule',
  'story.bulk-publish',
  'story.bulk-unpublish',
  'story.bulk-delete',
  'story.export',
  'opening.create',
  'opening.edit',
  'opening.submit',
  'opening.publish',
  'opening.schedule',
  'opening.close',
  'opening.delete',
  'opening.translate',
  'opening.published-by-schedule',
  'opening.bulk-publish',
  'opening.bulk-unpublish',
  'opening.bulk-delete',
  'opening.export',
  'application.status',
  'application.delete',
  'application.cv-download',
  'page.create',
  'page.submit',
  'page.publish',
  'page.schedule',
  'page.withdraw',
  'page.unpublish',
  'page.rename',
  'page.restore',
  'page.delete',
  'page.translate',
  'page.published-by-schedule',
  'page.bulk-publish',
  'page.bulk-unpublish',
  'page.bulk-delete',
  'page.export',
  'experiment.created',
  'experiment.updated',
  'experiment.deleted',
  'experiment.started',
  'experiment.stopped',
  'experiment.promoted',
  'resource.create',
  'resource.edit',
  'resource.publish',
  'resource.unpublish',
  'resource.upload',
  'resource.delete',
  'resource.bulk-publish',
  'resource.bulk-unpublish',
  'resource.bulk-delete',
  'resource.export',
  'integration.create',
  'integration.edit',
  'integration.publish',
  'integration.unpublish',
  'integration.delete',
  'integration.category.create',
  'integration.category.edit',
  'integration.category.delete',
  'integration.bulk-publish',
  'integration.bulk-unpublish',
  'integration.bulk-delete',
  'integration.export',
  'preview.share',
  'preview.revoke',
  'review.send-back',
  'user.invite',
  'user.invite-resend',
  'user.invite-revoke',
  'user.join',
  'user.role',
  'user.deactivate',
  'user.reactivate',
  'lead.retry',
  'lead.export',
  'lead.bulk-delete',
  'audit.export',
  'salesperson.create',
  'salesperson.update',
  'trust.compliance-save',
  'trust.compliance-remove',
  'trust.subprocessor-add',
  'trust.subprocessor-change',
  'trust.subprocessor-remove',
  'trust.dpa-upload',
  'trust.dpa-remove',
  'redirect.add',
  'redirect.change',
  'redirect.remove',
  'redirect.import',
  'redirect.export',
  'settings.draft',
  'settings.publish',
  'settings.discard',
  'media.upload',
  'media.alt',
  'media.replace',
  'media.delete',
  'newsletter.digest',
  'newsletter.export',
  'newsletter.bulk-delete',
  'newsletter.draft',
  'newsletter.test',
  'newsletter.schedule',
  'newsletter.unschedule',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  actor?: { id: number; email: string } | null;
  /** For a sign-in failure: the address typed (no account may exist for it). */
  actorEmail?: string;
  action: AuditAction;
  target?: string | null;
  detail?: Record<string, unknown> | null;
  ip?: string | null;
}

export interface AuditFilter {
  action?: AuditAction;
  /** Part of the actor's email. */
  actor?: string;
  /** ISO days, inclusive. */
  from?: string;
  to?: string;
  limit?: number;
  offset?: number;
}

export interface AuditStore {
  record(entry: AuditEntry): Promise<void>;
  /** Newest first. */
  list(filter: AuditFilter): Promise<AuditRow[]>;
  /** How many entries the filter matches (the log's pages). */
  count(filter: AuditFilter): Promise<number>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function conditions(filter: AuditFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.actor?.trim()) where.push(ilike(auditLog.actorEmail, containsPattern(filter.actor.trim())));
  if (filter.from && DAY.test(filter.from)) where.push(gte(auditLog.at, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to && DAY.test(filter.to)) where.push(lt(auditLog.at, new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000)));
  return and(...where);
}

export function createAuditStore(database: () => Promise<Database>): AuditStore {
  return {
    async record(entry) {
      try {
        const db = await database();
        await db.insert(auditLog).values({
          actorId: entry.actor?.id ?? null,
          actorEmail: (entry.actor?.email ?? entry.actorEmail)?.slice(0, 320) ?? null,
          action: entry.action,
          target: entry.target?.slice(0, 200) ?? null,
          detail: entry.detail ?? null,
          ip: entry.ip?.slice(0, 64) ?? null,
        });
      } catch (error) {
        log.error('audit: an entry was not recorded', { error, action: entry.action, target: entry.target });
      }
    },
    async list(filter) {
      const db = await database();
      const limit = Math.min(Math.max(filter.limit ?? 100, 1), 5000);
      return db
        .select()
        .from(auditLog)
        .where(conditions(filter))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit)
        .offset(Math.max(filter.offset ?? 0, 0));
    },
    async count(filter) {
      const db = await database();
      const [row] = await db.select({ count: count() }).from(auditLog).where(conditions(filter));
      return Number(row?.count ?? 0);
    },
  };
}

/** Reads the filter from a query string (the log page and its CSV export share it). */
export function auditFilterFrom(params: URLSearchParams): AuditFilter {
  const action = params.get('action') ?? '';
  return {
    action: (AUDIT_ACTIONS as readonly string[]).includes(action) ? (action as AuditAction) : undefined,
    actor: params.get('actor')?.slice(0, 320) || undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  };
}

export const AUDIT_CSV_COLUMNS = ['at', 'actor', 'action', 'target', 'ip', 'detail'] as const;

/** The entries as CSV, with the leads export's rules (BOM, CRLF, formula cells defused). */
export function auditToCsv(rows: AuditRow[]): string {
  return csvDocument(
    AUDIT_CSV_COLUMNS,
    rows.map((row) => [row.at, row.actorEmail, row.action, row.target, row.ip, row.detail ? JSON.stringify(row.detail) : '']),
  );
}
