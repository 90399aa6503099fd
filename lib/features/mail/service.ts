/**
 * The site's mail, as the server runs it: settings from the environment and one sending loop per
 * process around the mail outbox. Before each run the loop calls the mail producers it was started
 * with (the leads' notifications for sales, read from the leads table so none is lost).
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { desc } from 'drizzle-orm';
import { getDatabase } from '@/lib/infra/db';
import { mailOutbox, type MailRow } from './tables';
import { getEnv, type Env } from '@/lib/infra/env.mjs';
import { createPollLoop, type PollLoop } from '@/lib/infra/util/poll-loop';
import { log } from '@/lib/infra/log.mjs';
import { createMailOutbox, enqueueMail, type OutgoingMail } from './outbox';
import { createSmtpSender } from '@/lib/infra/clients/smtp';

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

const KEY = Symbol.for('otailo.mail');
type Holder = { [KEY]?: PollLoop };

/** Starts this process's mail loop (once). Without SMTP settings mails are stored and wait. */
/** Queues mail before each run of the loop (e.g. a notification for each new lead). */
export type MailProducer = (settings: MailSettings) => Promise<unknown>;

export function startMail({ producers = [] }: { producers?: readonly MailProducer[] } = {}): boolean {
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
  const loop = createPollLoop(
    async () => {
      for (const produce of producers) await produce(settings);
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
