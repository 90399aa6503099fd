import 'server-only';
import type { OutgoingMail } from '@/lib/features/mail';

/** A person invited to the admin area reads the invitation in the language the admin used. */
const INVITATION = {
  en: {
    subject: 'You are invited to the Otailo website admin',
    body: (role: string, link: string, days: number) =>
      `You have been invited to join the team that runs the Otailo website, as ${role}.\n\nSet your password here (the link works once, for ${days} days):\n${link}\n\nIf you did not expect this, ignore this message.`,
    roles: { admin: 'an admin', editor: 'an editor', author: 'an author' },
  },
  es: {
    subject: 'Tienes una invitación a la administración del sitio de Otailo',
    body: (role: string, link: string, days: number) =>
      `Te invitaron a unirte al equipo que administra el sitio web de Otailo como ${role}.\n\nElige tu contraseña aquí (el enlace sirve una vez, durante ${days} días):\n${link}\n\nSi no esperabas este mensaje, ignóralo.`,
    roles: { admin: 'administrador/a', editor: 'editor/a', author: 'autor/a' },
  },
} as const;

export function invitationMail({ inviteKey, to, role, link, locale, days }: { inviteKey: string; to: string; role: 'admin' | 'editor' | 'author'; link: string; locale: 'en' | 'es'; days: number }): OutgoingMail {
  const t = INVITATION[locale];
  return { dedupeKey: `invite:${inviteKey}`, kind: 'invitation', audience: 'team', locale, to, subject: t.subject, text: t.body(t.roles[role], link, days) };
}
