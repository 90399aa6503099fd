/** The audit log (lib/features/audit). */
import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Who did what in the admin area, when and from where (lib/features/audit/log.ts). Append only: nothing
 * updates or deletes a row.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorEmail: varchar('actor_email', { length: 320 }),
    /** One of AUDIT_ACTIONS (lib/audit/actions.ts). */
    action: varchar('action', { length: 40 }).notNull(),
    /** What it was done to: `post:12`, `user:3`, `lead:<uuid>`. */
    target: varchar('target', { length: 200 }),
    detail: jsonb('detail'),
    ip: varchar('ip', { length: 64 }),
  },
  (table) => [index('audit_log_at_idx').on(table.at.desc()), index('audit_log_action_at_idx').on(table.action, table.at.desc())],
);

export type AuditRow = typeof auditLog.$inferSelect;
