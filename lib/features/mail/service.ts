/**
 * The site's mail, as the server runs it: settings from the environment, one sending loop per
 * process (the lead forwarding's loop, around the mail outbox), and the sweep that turns every
 * accepted lead into a notification for sales — from the leads table itself, so a notification is
 * never lost between storing a lead and asking for its mail.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, desc, gt, ne, notExists, sql } from 'drizzle-orm';
import { getDatabase, type Database } from '@/lib/infra/db';
import { leads, mailOutbox, type MailRow } from '@/lib/infra/db/schema';
import { getEnv, type Env } from '@/lib/infra/env.mjs';
import { createForwardingLoop, type ForwardingLoop } from '@/lib/features/leads/forwarding';
import { log } from '@/lib/infra/log.mjs';
import { createMailOutbox, enqueueMail, type OutgoingMail } from './outbox';
import { createSmtpSender } from '../../infra/clients/smtp';
import { leadNotification } from './templates';

export interface MailSettings {
  url: string;
  from: string;
  /** Where new leads are announced; unset: no notifications. */
  salesNotify?: string;
}

export function mailSettings(env: Env = getEnv()): MailSettings | null {
  if (!env.SMTP_URL || !env.MAIL_FROM) return null;
  return { url: env.SMTP_URL, from: env.MAIL_FROM, salesNotify: env.SALES_NOTIFY_EMAIL };
}

/** Leads this old or newer are announced (a first SMTP configuration does not mail the whole history). */
const NOTIFY_WINDOW = sql`now() - interval '2 days'`;

/** Queues a notification for each recent accepted lead that has none yet; returns how many. */
export async function sweepLeadNotifications(db: Database, to: string, siteUrl: string): Promise<number> {
  const pending = await db
    .select()
    .from(leads)
    .where(
      and(
        ne(leads.crmStatus, 'spam'),
        gt(leads.createdAt, NOTIFY_WINDOW),
        notExists(db.select({ one: sql`1` }).from(mailOutbox).where(sql`${mailOutbox.dedupeKey} = 'lead:' || ${leads.id}::text`)),
      ),
    )
    .orderBy(leads.createdAt)
    .limit(50);
  for (const lead of pending) await enqueueMail(db, leadNotification(lead, to, new URL(`/en/manage/leads?kind=${lead.kind}`, siteUrl).toString()));
  return pending.length;
}

const KEY = Symbol.for('otailo.mail');
type Holder = { [KEY]?: ForwardingLoop };

/** Starts this process's mail loop (once). Without SMTP settings mails are stored and wait. */
export function startMail(): boolean {
  const holder = globalThis as Holder;
  if (holder[KEY]) return true;
  const settings = mailSettings();
  if (!settings) {
    log.info('mail: no SMTP_URL and MAIL_FROM: nothing is sent (invitations show their link to the admin)');
    return false;
  }
  const env = getEnv();
  const outbox = createMailOutbox({
    getDb: getDatabase,
    sender: createSmtpSender({ url: settings.url, from: settings.from }),
    owner: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    retryBaseMs: env.MAIL_RETRY_BASE_MS,
  });
  const loop = createForwardingLoop(
    async () => {
      if (settings.salesNotify) await sweepLeadNotifications(await getDatabase(), settings.salesNotify, env.SITE_URL);
      return outbox.runOnce();
    },
    { pollMs: env.LEADS_POLL_MS, name: 'mail: sending' },
  );
  holder[KEY] = loop;
  loop.start();
  return true;
}

/** Sends now instead of at the next poll (after a lead or an invitation). */
export function kickMail(): void {
  (globalThis as Holder)[KEY]?.kick();
}

/**
 * Stores a mail for sending; true when it will be sent. False when mail is not configured (nothing
 * stored) or the recipient had their share of mail (stored as `capped`, for the admin to see).
 */
export async function queueMail(mail: OutgoingMail): Promise<boolean> {
  if (!mailSettings()) return false;
  const { capped } = await enqueueMail(await getDatabase(), mail);
  if (capped) log.warn('mail: recipient cap reached, not sent', { kind: mail.kind });
  else kickMail();
  return !capped;
}

/** The newest mails, for the admin's Mail page. */
export async function recentMail(limit = 200): Promise<MailRow[]> {
  const db = await getDatabase();
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}

export async function stopMail(): Promise<void> {
  const holder = globalThis as Holder;
  const loop = holder[KEY];
  delete holder[KEY];
  await loop?.stop();
}
