import 'server-only';
import { headers } from 'next/headers';
import { CLIENT_IP_HEADER } from '@/lib/infra/http/client-ip.mjs';
import { auditStore, type AuditEntry } from './index';

/** Records an audit entry with the address the request came from (server actions, route handlers). */
export async function audit(entry: Omit<AuditEntry, 'ip'>): Promise<void> {
  const ip = (await headers()).get(CLIENT_IP_HEADER);
  await auditStore().record({ ...entry, ip });
}
