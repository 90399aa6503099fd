import { getTranslations } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { routing } from '@/lib/infra/routing/routing';
import { changesFeed, getTrustChangeRecords } from '@/lib/features/trust';
import { absoluteUrl } from '@/lib/infra/seo/urls';

// Rendered on its first request and cached like the page (expired by every change, and hourly).
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

/** The subprocessor changes as RSS 2.0, in one language. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return new Response('Not found', { status: 404 });
  const t = await getTranslations({ locale, namespace: 'Trust.changes' });
  const xml = changesFeed({
    locale,
    title: t('feedTitle'),
    description: t('feedDescription'),
    pageUrl: absoluteUrl(locale, '/trust'),
    selfUrl: absoluteUrl(locale, '/trust/feed.xml'),
    changes: await getTrustChangeRecords(),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
