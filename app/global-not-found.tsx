import type { Metadata } from 'next';
import { HtmlDocument } from '@/components/layout/HtmlDocument';
import { SiteShell } from '@/components/layout/SiteShell';
import { NotFoundScreen } from '@/components/page/NotFoundScreen';
import { routing } from '@/lib/infra/routing/routing';
import './globals.css';

export const metadata: Metadata = { title: 'Page Not Found | Otailo', robots: { index: false } };

// URLs that match no route at all and that the proxy does not see (app/api and Next.js internals
// have their own answers; everything else gets a locale first). English, as there is no locale.
export default function GlobalNotFound() {
  const locale = routing.defaultLocale;
  return (
    <HtmlDocument locale={locale}>
      <SiteShell locale={locale}>
        <NotFoundScreen locale={locale} />
      </SiteShell>
    </HtmlDocument>
  );
}
