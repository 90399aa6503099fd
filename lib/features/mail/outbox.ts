/**
 * The mail outbox: a mail is a row of `mail_outbox` first (one per `dedupe_key`, so asking twice
 * sends once), then sent by `runOnce` on whichever instance leases it — claimed with
 * `FOR UPDATE SKIP LOCKED`, written back only while the lease is held — and retried with
 * exponential backoff while the SMTP server is down or answers 4xx. A 5xx refusal, or running out
 * of attempts, marks it failed with the server's words, for the admin to see.
 */
import 'server-only';
import { and, count, eq, exists, gt, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { mailOutbox, type MailRow } from './tables';
import { MailSendError, type MailSender } from '@/lib/infra/clients/smtp';
import { attemptsToSpan, exponentialBackoff } from '@/lib/infra/util/backoff';
import { RECIPIENT_CAP, recipientKey } from './recipient-cap';

export interface OutgoingMail {
  dedupeKey: string;
  kind: string;
  /** `visitor`: an address someone typed into a form, so it counts against the recipient cap. */
  audience: 'visitor' | 'team';
  locale: 'en' | 'es';
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative of `text` (sent as multipart/alternative). */
  html?: string | null;
  ics?: string | null;
  /** Extra headers (`List-Unsubscribe`…); names and values on one line each, or they are left out. */
  headers?: Record<string, string>;
}

export type { MailSender } from '@/lib/infra/clients/smtp';

export interface MailRun {
  sent: number;
  retried: number;
  failed: number;
  /** A full batch went through: more may be due now. */
  more: boolean;
}

export interface MailOutboxOptions {
  getDb: () => Promise<Database>;
  /** Null without SMTP settings: mails are stored and wait. */
  sender: MailSender | null;
  owner: string;
  /** Longer than one SMTP exchange can take (default 2 minutes). */
  leaseMs?: number;
  batchSize?: number;
  retryBaseMs?: number;
  retryCapMs?: number;
  /** Default: as many attempts as span about a day. */
  maxAttempts?: number;
  random?: () => number;
}

const DUE = ['pending', 'retrying'] as const;
const nowPlus = (ms: number) => sql`now() + make_interval(secs => ${Math.max(0, ms) / 1000})`;

export interface EnqueuedMail {
  id: string;
  /** A mail with this dedupe key was stored before: nothing new was stored. */
  duplicate: boolean;
  /** Stored as `capped`, never to be sent: the recipient had their share (RECIPIENT_CAP). */
  capped: boolean;
}

/** Stores a mail unless one with its dedupe key exists. `db` may be a transaction. */
export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<EnqueuedMail> {
  const dedupeKey = mail.dedupeKey.slice(0, 200);
  const recipient = recipientKey(mail.to);
  return db.transaction(async (tx) => {
    const known = await storedMail(tx, dedupeKey);
    if (known) return known;
    // One count at a time per mailbox: simultaneous requests cannot all slip under the cap.
    if (mail.audience === 'visitor') await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${recipient}))`);
    const capped = mail.audience === 'visitor' && (await mailsTo(tx, recipient)) >= RECIPIENT_CAP.mails;
    const [row] = await tx
      .insert(mailOutbox)
      .values({
        dedupeKey,
        kind: mail.kind,
        locale: mail.locale,
        toAddress: mail.to,
        recipientKey: recipient,
        subject: mail.subject.replace(/[\r\n]+/g, ' ').slice(0, 300),
        textBody: mail.text,
        htmlBody: mail.html ?? null,
        ics: mail.ics ?? null,
        headers: extraHeaders(mail.headers),
        ...(capped ? { status: 'capped' as const, lastError: `Not sent: ${RECIPIENT_CAP.mails} mails to this recipient in ${RECIPIENT_CAP.windowHours} hours.` } : {}),
      })
      .onConflictDoNothing({ target: mailOutbox.dedupeKey })
      .returning({ id: mailOutbox.id });
    return row ? { id: row.id, duplicate: false, capped } : (await storedMail(tx, dedupeKey))!;
  });
}

/** Headers the sender owns (addresses, subject, dates, ids, MIME) are never taken from a producer. */
const RESERVED_HEADERS = /^(from|to|cc|bcc|reply-to|sender|subject|date|message-id|mime-version|content-.*|auto-submitted)$/i;
const HEADER_NAME = /^[A-Za-z0-9-]{1,60}$/;

/**
 * For another feature's query: whether a mail with this dedupe key (an SQL expression of its rows)
 * is in the outbox, whatever its state. Lets a producer pick what has no mail yet in one statement.
 */
export function isMailQueued(db: Database, dedupeKey: SQL): SQL {
  return exists(db.select({ one: sql`1` }).from(mailOutbox).where(sql`${mailOutbox.dedupeKey} = ${dedupeKey}`));
}

/** The headers a mail may carry: plain names, one-line values, none that the sender sets itself. */
export function extraHeaders(headers: Record<string, string> | undefined): Record<string, string> | null {
  const kept = Object.entries(headers ?? {}).filter(
    ([name, value]) => HEADER_NAME.test(name) && !RESERVED_HEADERS.test(name) && typeof value === 'string' && value.length <= 900 && !/[\r\n\u0000]/.test(value),
  );
  return kept.length > 0 ? Object.fromEntries(kept) : null;
}

async function storedMail(db: Database, dedupeKey: string): Promise<EnqueuedMail | undefined> {
  const [row] = await db.select({ id: mailOutbox.id, status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.dedupeKey, dedupeKey));
  return row && { id: row.id, duplicate: true, capped: row.status === 'capped' };
}

/** Mails stored for a mailbox within the cap's window, the capped ones aside. */
async function mailsTo(db: Database, recipient: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.recipientKey, recipient),
        gt(mailOutbox.createdAt, sql`now() - make_interval(hours => ${RECIPIENT_CAP.windowHours})`),
        ne(mailOutbox.status, 'capped'),
      ),
    );
  return Number(row?.n ?? 0);
}

export function createMailOutbox(options: MailOutboxOptions) {
  const { getDb, sender, owner, leaseMs = 120_000, batchSize = 10 } = options;
  const backoff = { baseMs: options.retryBaseMs ?? 30_000, capMs: options.retryCapMs ?? 3_600_000, random: options.random ?? Math.random };
  const maxAttempts = options.maxAttempts ?? attemptsToSpan(86_400_000, backoff);
  const held = (id: string) => and(eq(mailOutbox.id, id), eq(mailOutbox.leaseOwner, owner), gt(mailOutbox.leaseUntil, sql`now()`));

  async function claim(db: Database): Promise<MailRow[]> {
    const candidates = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.status, DUE), lte(mailOutbox.nextAttemptAt, sql`now()`), or(isNull(mailOutbox.leaseUntil), lt(mailOutbox.leaseUntil, sql`now()`))))
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const rows = await db.update(mailOutbox).set({ leaseOwner: owner, leaseUntil: nowPlus(leaseMs) }).where(inArray(mailOutbox.id, candidates)).returning();
    return rows.sort((a, b) => +a.nextAttemptAt - +b.nextAttemptAt);
  }

  return {
    enqueue: async (mail: OutgoingMail) => enqueueMail(await getDb(), mail),

    async runOnce(): Promise<MailRun> {
      const run: MailRun = { sent: 0, retried: 0, failed: 0, more: false };
      if (!sender) return run;
      const db = await getDb();
      const batch = await claim(db);
      for (const mail of batch) {
        const attempt = mail.attempts + 1;
        try {
          const { messageId } = await sender.send(mail);
          await db
            .update(mailOutbox)
            .set({ status: 'sent', attempts: attempt, sentAt: sql`now()`, messageId: messageId.slice(0, 300), lastError: null, leaseOwner: null, leaseUntil: null })
            .where(held(mail.id));
          run.sent += 1;
        } catch (error) {
          const message = (error instanceof Error ? error.message : String(error)).slice(0, 1_000);
          const permanent = error instanceof MailSendError && error.permanent;
          const failed = permanent || attempt >= maxAttempts;
          await db
            .update(mailOutbox)
            .set({
              status: failed ? 'failed' : 'retrying',
              attempts: attempt,
              lastError: message,
              nextAttemptAt: failed ? mail.nextAttemptAt : nowPlus(exponentialBackoff(attempt, backoff)),
              leaseOwner: null,
              leaseUntil: null,
            })
            .where(held(mail.id));
          if (failed) run.failed += 1;
          else run.retried += 1;
        }
      }
      run.more = batch.length === batchSize && run.retried === 0;
      return run;
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
