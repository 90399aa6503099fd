/** Who did what in the admin area: an append-only log, its filters and CSV; the feature's door. */
import 'server-only';
import { getDatabase } from '@/lib/infra/db';
import { createAuditStore } from './log';

export { AUDIT_ACTIONS, auditFilterFrom, auditToCsv, type AuditAction, type AuditEntry, type AuditFilter } from './log';

/** The audit log on the site's database. */
export const auditStore = () => createAuditStore(getDatabase);
export { audit } from './request';
export type { AuditRow } from './tables';
