/**
 * The site's mails as text, in the reader's language: sales hear of a new lead in English (the
 * team's working language); a person invited to the admin area reads the invitation in the
 * language the admin used.
 */
import type { LeadRow } from '@/lib/db/schema';
import type { OutgoingMail } from './outbox';

const KIND_NAMES: Record<LeadRow['kind'], string> = { demo: 'Demo request', contact: 'Contact message', roi: 'ROI estimate' };

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
    locale: 'en',
    to,
    subject: `New ${KIND_NAMES[lead.kind].toLowerCase()}: ${who}${lead.company ? `, ${lead.company}` : ''}`.slice(0, 300),
    text: lines.join('\n'),
  };
}

const INVITATION = {
  en: {
    subject: 'You are invited to the Otailo website admin',
    body: (role: string, link: string, days: number) =>
      `You have been invited to write for the Otailo website as ${role}.\n\nSet your password here (the link works once, for ${days} days):\n${link}\n\nIf you did not expect this, ignore this message.`,
    roles: { admin: 'an admin', editor: 'an editor', author: 'an author' },
  },
  es: {
    subject: 'Tienes una invitación a la administración del sitio de Otailo',
    body: (role: string, link: string, days: number) =>
      `Te han invitado a escribir en el sitio de Otailo como ${role}.\n\nElige tu contraseña aquí (el enlace sirve una vez, durante ${days} días):\n${link}\n\nSi no esperabas este mensaje, ignóralo.`,
    roles: { admin: 'administrador/a', editor: 'editor/a', author: 'autor/a' },
  },
} as const;

export function invitationMail({ inviteKey, to, role, link, locale, days }: { inviteKey: string; to: string; role: 'admin' | 'editor' | 'author'; link: string; locale: 'en' | 'es'; days: number }): OutgoingMail {
  const t = INVITATION[locale];
  return { dedupeKey: `invite:${inviteKey}`, kind: 'invitation', locale, to, subject: t.subject, text: t.body(t.roles[role], link, days) };
}
