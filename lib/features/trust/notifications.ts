/**
 * The trust center's mail, through the site's outbox (audience `visitor`: a subscriber's address
 * was typed into a form, so the per-recipient cap applies). Change mails are queued by a mail
 * producer (run before each send of the mail loop): every change not yet announced gets one mail
 * per subscriber confirmed before it, each with its own unsubscribe link in `List-Unsubscribe`
 * and `List-Unsubscribe-Post` (RFC 8058). A change is marked announced once all its mails are
 * stored; their dedupe keys make a rerun after a crash send nothing twice.
 */
import 'server-only';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { getDatabase, type Database } from '@/lib/infra/db';
import { trustChanges, trustSubscribers, type TrustChangeRow } from './tables';
import { getEnv } from '@/lib/infra/env.mjs';
import { hashToken } from '@/lib/infra/util/tokens';
import { enqueueListMail, listUnsubscribeHeaders, queueMail } from '@/lib/features/mail';
import { changeMail, confirmationMail } from './mail-texts';
import { CONFIRM_TTL_HOURS, trustList } from './subscribers';
import type { TrustLocale } from './shared/types';
import { localizedPath } from '@/lib/infra/routing/localized-paths';

/** A change older than this when mail is finally possible (SMTP configured later) is not mailed. */
const ANNOUNCE_WITHIN_MS = 7 * 24 * 3600_000;
const BATCH = 10;

export interface TrustLinks {
  siteUrl: string;
}

export const trustPageUrl = (siteUrl: string, locale: TrustLocale) => `${siteUrl}${localizedPath(locale, 'trust')}`;
export const trustFeedUrl = (siteUrl: string, locale: TrustLocale) => `${siteUrl}${localizedPath(locale, '/trust/feed.xml')}`;
export const confirmUrl = (siteUrl: string, locale: TrustLocale, token: string) => `${siteUrl}${localizedPath(locale, `/trust/confirm?token=${token}`)}`;
export const unsubscribePageUrl = (siteUrl: string, locale: TrustLocale, token: string) => `${siteUrl}${localizedPath(locale, `/trust/unsubscribe?token=${token}`)}`;
/** The one-click address mail clients POST to (and GET, which shows the page with the button). */
export const oneClickUrl = (siteUrl: string, token: string) => `${siteUrl}/api/trust/unsubscribe?token=${token}`;

/** The headers of RFC 8058: a mail client may unsubscribe with one POST, no page and no sign-in. */
export const unsubscribeHeaders = (siteUrl: string, token: string) => listUnsubscribeHeaders(oneClickUrl(siteUrl, token));

/** Queues the confirmation mail of a request; false when mail is not set up (nothing stored). */
export async function queueConfirmation(email: string, locale: TrustLocale, token: string): Promise<boolean> {
  const siteUrl = getEnv().SITE_URL;
  const mail = confirmationMail(locale, { confirm: confirmUrl(siteUrl, locale, token), trustPage: trustPageUrl(siteUrl, locale) }, CONFIRM_TTL_HOURS / 24);
  return queueMail({ dedupeKey: `trust-confirm:${hashToken(token).slice(0, 40)}`, kind: 'trust-confirm', audience: 'visitor', locale, to: email, ...mail });
}

/** One change's mail to one subscriber, stored with a fresh unsubscribe token (none left behind when the mail was stored before). */
async function queueChangeMail(db: Database, change: TrustChangeRow, subscriber: { id: number; email: string; locale: TrustLocale }, siteUrl: string): Promise<void> {
  const { locale } = subscriber;
  await enqueueListMail(db, trustList, subscriber.id, (token) => ({
    dedupeKey: `trust-change:${change.id}:${subscriber.id}`,
    kind: 'trust-change',
    audience: 'visitor',
    locale,
    to: subscriber.email,
    ...changeMail({
      locale,
      kind: change.kind,
      snapshot: change.snapshot,
      fields: change.fields,
      at: change.createdAt,
      links: { trustPage: `${trustPageUrl(siteUrl, locale)}#changes`, feed: trustFeedUrl(siteUrl, locale), unsubscribe: unsubscribePageUrl(siteUrl, locale, token) },
    }),
    headers: unsubscribeHeaders(siteUrl, token),
  }));
}

/** Queues the mails of every change not yet announced; returns how many changes it announced. */
export async function announceTrustChanges(db: Database, siteUrl: string, now = Date.now()): Promise<number> {
  const due = await db.select().from(trustChanges).where(isNull(trustChanges.notifiedAt)).orderBy(asc(trustChanges.id)).limit(BATCH);
  for (const change of due) {
    if (now - change.createdAt.getTime() <= ANNOUNCE_WITHIN_MS) {
      const subscribers = await db
        .select({ id: trustSubscribers.id, email: trustSubscribers.email, locale: trustSubscribers.locale })
        .from(trustSubscribers)
        // Compared in SQL: a JavaScript Date keeps milliseconds, the column microseconds, so a
        // subscriber confirmed in the same millisecond as the change would otherwise miss it.
        .where(and(eq(trustSubscribers.status, 'confirmed'), lte(trustSubscribers.confirmedAt, sql`(select ${trustChanges.createdAt} from ${trustChanges} where ${trustChanges.id} = ${change.id})`)));
      for (const subscriber of subscribers) await queueChangeMail(db, change, subscriber, siteUrl);
    }
    await db.update(trustChanges).set({ notifiedAt: new Date(now) }).where(eq(trustChanges.id, change.id));
  }
  return due.length;
}

/** The mail loop's producer (lib/startup.ts): announces the changes on the site's database. */
export async function queueTrustChangeMails(): Promise<number> {
  return announceTrustChanges(await getDatabase(), getEnv().SITE_URL);
}
