import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { routing, type Locale } from '@/lib/infra/routing/routing';

export interface LocaleParams {
  params: Promise<{ locale: string }>;
}

/**
 * The route's locale, validated, and registered for static rendering (next-intl reads it from
 * here instead of request headers, so pages stay static).
 */
export async function localeOf(params: LocaleParams['params']): Promise<Locale> {
  const { locale: value } = await params;
  if (!hasLocale(routing.locales, value)) notFound();
  setRequestLocale(value);
  return value;
}
