import type { ReactNode } from 'react';
import { AdminShell } from '@/components/layout/AdminShell';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';

// Every admin page depends on who asks: rendered per request, never cached or prerendered.
export const dynamic = 'force-dynamic';

export default async function AdminLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  return <AdminShell locale={await localeOf(params)}>{children}</AdminShell>;
}
