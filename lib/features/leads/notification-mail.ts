import 'server-only';
import { and, gt, ne, not, sql } from 'drizzle-orm';
import { getDatabase, type Database } from '@/lib/infra/db';
import { leads, type LeadRow } from './tables';
import { getEnv } from '@/lib/infra/env.mjs';
import { enqueueMail, isMailQueued, type MailSettings, type OutgoingMail } from '@/lib/features/mail';

/**
 * Sales hear of every accepted lead, in English (the team's working language), read from the leads
 * table itself: a notification is never lost between storing a lead and asking for its mail.
 */

const KIND_NAMES: Record<LeadRow['kind'], string> = { demo: 'Demo request', contact: 'Contact message', roi: 'ROI estimate', resource: 'Resource download' };

/** "New demo request: Ada Lovelace, Analytical Engines" for SALES_NOTIFY_EMAIL. */
export function leadNotification(lead: LeadRow, to: string, adminUrl: string): OutgoingMail {
  const who = `${lead.firstName} ${lead.lastName}`.trim();
  const lines = [
    `${KIND_NAMES[lead.kind]} from ${who}${lead.company ? `, ${lead.company}` : ''}.`,
    '',
    `Email: ${lead.email}`,
    ...(lead.company ? [`Company: ${lead.company}`] : []),
    ...(lead.country ? [`Country: ${lead.country}`] : []),
    `Language: ${lead.locale === 'es' ? 'Spanish' : 'English'}`,
    `Page: ${lead.pageUri}`,
    ...(lead.message ? ['', lead.message] : []),
    '',
    `In the admin area: ${adminUrl}`,
  ];
  return {
    dedupeKey: `lead:${lead.id}`,
    kind: 'lead-notification',
    audience: 'team',
    locale: 'en',
    to,
    subject: `New ${KIND_NAMES[lead.kind].toLowerCase()}: ${who}${lead.company ? `, ${lead.company}` : ''}`.slice(0, 300),
    text: lines.join('\n'),
  };
}

/** Leads this old or newer are announced (a first SMTP configuration does not mail the whole history). */
const NOTIFY_WINDOW = sql`now() - interval '2 days'`;

/** Queues a notification for each recent accepted lead that has none yet; returns how many. */
export async function queueLeadNotifications(
  { salesNotify }: Pick<MailSettings, 'salesNotify'>,
  { db: given, siteUrl = getEnv().SITE_URL }: { db?: Database; siteUrl?: string } = {},
): Promise<number> {
  if (!salesNotify) return 0;
  const db = given ?? (await getDatabase());
  const pending = await db
    .select()
    .from(leads)
    .where(
      and(
        ne(leads.crmStatus, 'spam'),
        gt(leads.createdAt, NOTIFY_WINDOW),
        not(isMailQueued(db, sql`'lead:' || ${leads.id}::text`)),
      ),
    )
    .orderBy(leads.createdAt)
    .limit(50);
  for (const lead of pending) await enqueueMail(db, leadNotification(lead, salesNotify, new URL(`/en/manage/leads?kind=${lead.kind}`, siteUrl).toString()));
  return pending.length;
}
