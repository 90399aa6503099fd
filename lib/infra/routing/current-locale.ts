import { hasLocale } from 'next-intl';
import { locale } from 'next/root-params';
import { routing, type Locale } from '@/lib/infra/routing/routing';

/**
 * The locale of the page being rendered, for components that receive no params (not-found
 * boundaries). Read from the root segment, so static rendering stays static. Apart from
 * lib/infra/routing/locale-params.ts, whose `localeOf` code outside Next.js's compiler (unit tests) may import:
 * `next/root-params` exists only inside it.
 */
export async function currentLocale(): Promise<Locale> {
  const value = await locale();
  return hasLocale(routing.locales, value) ? value : routing.defaultLocale;
}
