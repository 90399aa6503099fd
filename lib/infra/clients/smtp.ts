/**
 * Sending through an SMTP server with nodemailer. Time limits on every stage, so a hanging server
 * costs one attempt, not a worker; the server's answer decides whether trying again can help.
 */
import 'server-only';
import nodemailer from 'nodemailer';

/** What a sender reads of a stored mail (the mail feature's outbox row has these fields). */
export interface StoredMail {
  /** The outbox row's id, which the message id is made of. */
  id: string;
  locale: string;
  toAddress: string;
  subject: string;
  textBody: string;
  /** Its HTML alternative, if any. */
  htmlBody?: string | null;
  ics: string | null;
  headers: Record<string, string> | null;
}

/** Sends one stored mail; throws a MailSendError saying whether trying again could help. */
export interface MailSender {
  send(mail: StoredMail): Promise<{ messageId: string }>;
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

export interface SmtpOptions {
  /** smtp://user:password@host:587 (STARTTLS when offered) or smtps://… (TLS from the start). */
  url: string;
  /** The From header: an address, or `Name <address>`. */
  from: string;
  timeoutMs?: number;
}

/** A 5xx reply is the server's final word on this mail; anything else (4xx, a dropped connection, a timeout) may pass later. */
function asSendError(error: unknown): MailSendError {
  const { message, responseCode } = error as { message?: string; responseCode?: number };
  const permanent = typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
  return new MailSendError(message ?? String(error), permanent);
}

export function createSmtpSender({ url, from, timeoutMs = 20_000 }: SmtpOptions): MailSender {
  const transport = nodemailer.createTransport({ url, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs } as never);
  return {
    async send(mail: StoredMail) {
      try {
        const method = mail.ics ? (/^METHOD:(\w+)/m.exec(mail.ics)?.[1] ?? 'REQUEST') : undefined;
        const info = await transport.sendMail({
          from,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
          // The message id is the outbox row's: a resend after a lost answer is recognisably the same mail.
          messageId: `<${mail.id}@${new URL(url).hostname || 'otailo'}>`,
          headers: { ...mail.headers, 'Auto-Submitted': 'auto-generated', 'Content-Language': mail.locale },
          ...(mail.ics ? { icalEvent: { method, filename: 'invite.ics', content: mail.ics } } : {}),
        });
        return { messageId: String(info.messageId ?? '') };
      } catch (error) {
        throw asSendError(error);
      }
    },
  };
}
