import type { Locale } from '@/i18n/routing';
import { storableText } from '@/lib/infra/util/text';

/**
 * A posted form field as text ('' when missing or when it holds a file), without the control
 * characters no field means to send (a NUL would make storing the value fail).
 */
export function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? storableText(value) : '';
}

/** The page language a form was sent from (its hidden `locale` field); English unless it says Spanish. */
export function formLocale(data: FormData): Locale {
  return formText(data, 'locale') === 'es' ? 'es' : 'en';
}
