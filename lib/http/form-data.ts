import type { Locale } from '@/i18n/routing';

/** A posted form field as text ('' when missing or when it holds a file). */
export function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

/** The page language a form was sent from (its hidden `locale` field); English unless it says Spanish. */
export function formLocale(data: FormData): Locale {
  return formText(data, 'locale') === 'es' ? 'es' : 'en';
}
