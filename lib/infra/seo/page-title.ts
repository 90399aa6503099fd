import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import type { PageKey } from '@/lib/infra/routing/pages';

/** A page's document title (`Contact Us | Otailo`), as the CRM's `pageName` gets it. */
export async function documentTitle(locale: Locale, key: PageKey): Promise<string> {
  const [page, meta] = await Promise.all([
    getTranslations({ locale, namespace: `Pages.${key}` }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  return meta('titleTemplate', { page: page('title') });
}
