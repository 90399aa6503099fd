import type { ReactNode } from 'react';
import { carriedQuery, searchParamsOf } from '@/lib/infra/routing/carried-query';
import type { Locale } from '@/lib/infra/routing/routing';
import { SiteShell } from './SiteShell';

/**
 * The site's shell around a page rendered per request (app/[locale]/(per-request)): its language
 * switch links to the other language's page with the visitor's state in the address, so the switch
 * keeps it without JavaScript and in a new tab. `path`: the page's public path, without the locale.
 */
export function PerRequestShell({ locale, path, searchParams, children }: { locale: Locale; path: string; searchParams: Record<string, string | string[] | undefined>; children: ReactNode }) {
  return (
    <SiteShell locale={locale} switchQuery={carriedQuery(path, searchParamsOf(searchParams)) || undefined}>
      {children}
    </SiteShell>
  );
}
