/**
 * The mail outbox: a mail is a row of `mail_outbox` first (one per `dedupe_key`, so asking twice
 * sends once), then sent by `runOnce` on whichever instance leases it — claimed with
 * `FOR UPDATE SKIP LOCKED`, written back only while the lease is held — and retried with
 * exponential backoff while the SMTP server is down or answers 4xx. A 5xx refusal, or running out
 * of attempts, marks it failed with the server's words, for the admin to see.
 */
import 'server-only';
import { and, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { mailOutbox, type MailRow } from '@/lib/db/schema';
import { attemptsToSpan, exponentialBackoff } from '@/lib/util/backoff';

export interface OutgoingMail {
  dedupeKey: string;
  kind: string;
  locale: 'en' | 'es';
  to: string;
  subject: string;
  text: string;
  ics?: string | null;
}

/** Sends one stored mail; throws a MailSendError saying whether trying again could help. */
export interface MailSender {
  send(mail: MailRow): Promise<{ messageId: string }>;
}

export class MailSendError extends Error {
  constructor(
    message: string,
    /** A 5xx answer: the server will not take this mail, however often it is tried. */
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

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

/** Stores a mail unless one with its dedupe key exists. `db` may be a transaction. */
export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<{ id: string; duplicate: boolean }> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      dedupeKey: mail.dedupeKey.slice(0, 200),
      kind: mail.kind,
      locale: mail.locale,
      toAddress: mail.to,
      subject: mail.subject.replace(/[\r\n]+/g, ' ').slice(0, 300),
      textBody: mail.text,
      ics: mail.ics ?? null,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  if (row) return { id: row.id, duplicate: false };
  const [existing] = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.dedupeKey, mail.dedupeKey.slice(0, 200)));
  return { id: existing!.id, duplicate: true };
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
