import type { AuditAction } from '@/lib/features/audit';

/** An action's label key in Admin.audit.actions: message keys cannot hold dots. */
export const auditMessageKey = (action: AuditAction) => action.replaceAll('.', '_') as 'post_publish';
