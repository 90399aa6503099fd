/**
 * The two mails of an application: the hiring contact hears of it (in English, the team's working
 * language, with a link to the application in the admin area: the CV stays behind the sign-in and
 * is deleted with the application, which a copy in a mailbox would not be), and the applicant gets a
 * confirmation in the language of the page they applied on. Both are made from the table by the mail
 * loop (queueApplicationMails), so neither is lost between storing an application and asking for its
 * mail; the outbox sends each once (its dedupe key) and retries while the SMTP server is down.
 */
import 'server-only';
import { and, gt, not, or, sql } from 'drizzle-orm';
import { getDatabase, type Database } from '@/lib/infra/db';
import { getEnv } from '@/lib/infra/env.mjs';
import { enqueueMail, greeting, isMailQueued, type OutgoingMail } from '@/lib/features/mail';
import { jobApplications, type ApplicationRow } from './tables';

type Mailed = Pick<ApplicationRow, 'id' | 'openingTitle' | 'language' | 'name' | 'email' | 'profileUrl' | 'message' | 'cvBytes' | 'notifyEmail'>;

const teamKey = (id: number) => `application:${id}`;
const applicantKey = (id: number) => `application-confirm:${id}`;
const sizeOf = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** "New application: Customer Success Manager — Ada Lovelace" for the opening's hiring contact. */
export function hiringContactMail(application: Mailed, adminUrl: string): OutgoingMail {
  const lines = [
    `${application.name} applied for ${application.openingTitle}.`,
    '',
    `Email: ${application.email}`,
    ...(application.profileUrl ? [`Profile: ${application.profileUrl}`] : []),
    `Language: ${application.language === 'es' ? 'Spanish' : 'English'}`,
    `CV: a PDF of ${sizeOf(application.cvBytes)}, in the admin area`,
    ...(application.message ? ['', application.message] : []),
    '',
    `Read it and download the CV (sign-in needed): ${adminUrl}`,
  ];
  return {
    dedupeKey: teamKey(application.id),
    kind: 'application',
    audience: 'team',
    locale: 'en',
    to: application.notifyEmail,
    subject: `New application: ${application.openingTitle} — ${application.name}`.slice(0, 300),
    text: lines.join('\n'),
  };
}

const CONFIRMATION = {
  en: {
    subject: (title: string) => `We received your application: ${title}`,
    body: (hello: string, title: string, days: number, contact: string) =>
      `${hello}\n\nThank you for applying for ${title}. Your application and CV reached us. The hiring team reads every application and will answer you by email.\n\nWe keep your application and CV for ${days} days, then delete them. To have them deleted sooner, write to ${contact}.\n\nThe Otailo team`,
  },
  es: {
    subject: (title: string) => `Recibimos tu solicitud: ${title}`,
    body: (hello: string, title: string, days: number, contact: string) =>
      `${hello}\n\nGracias por tu interés en el puesto «${title}». Recibimos tu solicitud y tu CV. El equipo de selección lee cada una y te responderá por correo.\n\nGuardamos tu solicitud y tu CV durante ${days} días; después los borramos. Si quieres que los borremos antes, escribe a ${contact}.\n\nEl equipo de Otailo`,
  },
} as const;

/** The applicant's confirmation, in the page's language; capped like any mail to an address typed into a form. */
export function applicantConfirmationMail(application: Mailed, { retentionDays, contact }: { retentionDays: number; contact: string }): OutgoingMail {
  const text = CONFIRMATION[application.language];
  return {
    dedupeKey: applicantKey(application.id),
    kind: 'application-confirm',
    audience: 'visitor',
    locale: application.language,
    to: application.email,
    subject: text.subject(application.openingTitle),
    text: text.body(greeting(application.language, application.name), application.openingTitle, retentionDays, contact),
  };
}

/** Applications this recent get their mails (a first SMTP configuration does not mail the whole history). */
const MAIL_WINDOW = sql`now() - interval '2 days'`;

/** Queues both mails of each recent application that lacks one; returns how many applications. */
export async function queueApplicationMails({ db: given, siteUrl = getEnv().SITE_URL }: { db?: Database; siteUrl?: string } = {}): Promise<number> {
  const db = given ?? (await getDatabase());
  const { CAREERS_EMAIL, APPLICATIONS_RETENTION_DAYS } = getEnv();
  const pending = await db
    .select()
    .from(jobApplications)
    .where(
      and(
        gt(jobApplications.createdAt, MAIL_WINDOW),
        or(not(isMailQueued(db, sql`'application:' || ${jobApplications.id}::text`)), not(isMailQueued(db, sql`'application-confirm:' || ${jobApplications.id}::text`))),
      ),
    )
    .orderBy(jobApplications.createdAt)
    .limit(50);
  for (const application of pending) {
    await enqueueMail(db, hiringContactMail(application, new URL(`/en/manage/applications/${application.id}`, siteUrl).toString()));
    await enqueueMail(db, applicantConfirmationMail(application, { retentionDays: APPLICATIONS_RETENTION_DAYS, contact: CAREERS_EMAIL }));
  }
  return pending.length;
}
