import 'server-only';
import type { Locale } from '@/lib/infra/routing/routing';
import { mergeMessages } from '@/lib/infra/i18n/merge-messages';
import en from './copy/en.json';
import es from './copy/es.json';

/**
 * The pages' long-form copy: lists, cards, legal sections and the solution illustrations' labels,
 * read whole by server components, and seeded words that need a number filled in (`{count}`,
 * replaced by the seed, never ICU). It is content, not UI messages: no ICU arguments, so it stays
 * out of the message catalogues next-intl precompiles (messages/*.json) and is never sent to a
 * browser except as the HTML it renders to.
 */
export type Copy = typeof en;

const merged: Partial<Record<Locale, Copy>> = { en };

/** A locale's copy; anything missing in Spanish falls back to English, as the messages do. */
export function getCopy(locale: Locale): Copy {
  return (merged[locale] ??= mergeMessages(en, es));
}
