/** A sign-up: stored as pending with its consent sentence, and its confirmation mail queued (double opt-in). */
import 'server-only';
import type { Database } from '@/lib/infra/db';
import { hashToken } from '@/lib/infra/util/tokens';
import { CONFIRM_TTL_HOURS, type ListLocale } from '@/lib/infra/subscriptions/mailing-list';
import { enqueueMail, type EnqueuedMail } from '@/lib/features/mail';
import { blogUrl, confirmUrl } from './addresses';
import { newsletterList } from './list';
import { confirmationMail } from './mail-texts';

/**
 * A new or pending address gets a fresh confirmation link by mail (audience `visitor`: the
 * per-recipient cap applies, so a form cannot mail a stranger more than a handful of times a day);
 * a confirmed one gets nothing. Returns the mail stored, or null when none was.
 */
export async function signUp(db: Database, request: { email: string; language: ListLocale; consentText: string }, siteUrl: string): Promise<EnqueuedMail | null> {
  const asked = await newsletterList.request(db, { email: request.email, locale: request.language, consentText: request.consentText });
  if (asked.kind !== 'confirm') return null;
  const mail = confirmationMail(request.language, { confirm: confirmUrl(siteUrl, request.language, asked.token), blog: blogUrl(siteUrl, request.language) }, CONFIRM_TTL_HOURS / 24);
  return enqueueMail(db, { dedupeKey: `newsletter-confirm:${hashToken(asked.token).slice(0, 40)}`, kind: 'newsletter-confirm', audience: 'visitor', locale: request.language, to: request.email, ...mail });
}
