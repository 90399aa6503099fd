import 'server-only';
import { getDatabase } from '@/lib/infra/db';
import { createAuditStore } from './log';

export { AUDIT_ACTIONS, auditFilterFrom, auditToCsv, type AuditAction, type AuditEntry, type AuditFilter } from './log';

/** The audit log on the site's database. */
export const auditStore = () => createAuditStore(getDatabase);
