import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/SiteShell';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';

export default async function SiteLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = await localeOf(params);
  return <SiteShell locale={locale}>{children}</SiteShell>;
}
