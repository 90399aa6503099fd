/**
 * The site's mails as text, in the reader's language: sales hear of a new lead in English (the
 * team's working language); a person invited to the admin area reads the invitation in the
 * language the admin used.
 */
import type { LeadRow } from '@/lib/infra/db/schema';
import { greeting } from './greeting';
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
    audience: 'team',
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
  return { dedupeKey: `invite:${inviteKey}`, kind: 'invitation', audience: 'team', locale, to, subject: t.subject, text: t.body(t.roles[role], link, days) };
}

const BOOKING = {
  en: {
    confirmSubject: (when: string) => `Your Otailo demo: ${when}`,
    confirm: (hello: string, when: string, zone: string, salesperson: string, link: string) =>
      `${hello}\n\nYour 15-minute Otailo demo is booked for ${when} (${zone}) with ${salesperson}. The invitation is attached: open it to add the meeting to your calendar.\n\nNeed another time, or can no longer make it? Reschedule or cancel here:\n${link}\n\nSee you then,\nThe Otailo team`,
    cancelSubject: (when: string) => `Cancelled: your Otailo demo on ${when}`,
    cancel: (hello: string, when: string, zone: string, link: string) =>
      `${hello}\n\nYour Otailo demo on ${when} (${zone}) is cancelled, and the attached update removes it from your calendar.\n\nWhenever you want to talk, ask for a new demo here:\n${link}\n\nThe Otailo team`,
  },
  es: {
    confirmSubject: (when: string) => `Tu demo de Otailo: ${when}`,
    confirm: (hello: string, when: string, zone: string, salesperson: string, link: string) =>
      `${hello}\n\nTu demo de Otailo de 15 minutos queda reservada para el ${when} (${zone}) con ${salesperson}. Te adjuntamos la invitación: ábrela para añadir la cita a tu calendario.\n\n¿Necesitas otra hora o ya no puedes asistir? Cámbiala o cancélala aquí:\n${link}\n\nHasta pronto,\nEl equipo de Otailo`,
    cancelSubject: (when: string) => `Cancelada: tu demo de Otailo del ${when}`,
    cancel: (hello: string, when: string, zone: string, link: string) =>
      `${hello}\n\nHemos cancelado tu demo de Otailo del ${when} (${zone}); la actualización adjunta la quita de tu calendario.\n\nCuando quieras hablar, pide una nueva demo aquí:\n${link}\n\nEl equipo de Otailo`,
  },
} as const;

export interface BookingMailFacts {
  bookingId: string;
  locale: 'en' | 'es';
  visitor: { firstName: string; email: string; name: string; company: string | null };
  salesperson: { name: string; email: string; timeZone: string };
  /** The meeting in the visitor's zone and in the salesperson's, already formatted. */
  visitorWhen: string;
  visitorZone: string;
  salesWhen: string;
  /** The visitor's reschedule / cancel page; the demo page for a cancellation. */
  link: string;
  adminUrl: string;
  ics: string;
  /** The salesperson's calendar file: the same meeting without the visitor's link. */
  salesIcs: string;
}

/** The visitor's confirmation and the salesperson's invitation (both carry the `.ics`). */
export function bookingConfirmationMails(facts: BookingMailFacts): OutgoingMail[] {
  const t = BOOKING[facts.locale];
  const company = facts.visitor.company ? `, ${facts.visitor.company}` : '';
  return [
    {
      dedupeKey: `booking:${facts.bookingId}:confirm:visitor`,
      kind: 'booking-confirmation',
      audience: 'visitor',
      locale: facts.locale,
      to: facts.visitor.email,
      subject: t.confirmSubject(facts.visitorWhen),
      text: t.confirm(greeting(facts.locale, facts.visitor.firstName), facts.visitorWhen, facts.visitorZone, facts.salesperson.name, facts.link),
      ics: facts.ics,
    },
    {
      dedupeKey: `booking:${facts.bookingId}:confirm:sales`,
      kind: 'booking-invitation',
      audience: 'team',
      locale: 'en',
      to: facts.salesperson.email,
      subject: `Demo booked: ${facts.visitor.name}${company}, ${facts.salesWhen}`.slice(0, 300),
      text: `${facts.visitor.name}${company} booked a 15-minute demo with you for ${facts.salesWhen} (${facts.salesperson.timeZone}).\n\nEmail: ${facts.visitor.email}\nTheir time: ${facts.visitorWhen} (${facts.visitorZone})\nThey read ${facts.locale === 'es' ? 'Spanish' : 'English'}.\n\nBookings in the admin area: ${facts.adminUrl}`,
      ics: facts.salesIcs,
    },
  ];
}

/** Both sides hear that the meeting is off; the `.ics` (METHOD:CANCEL) takes it out of their calendars. */
export function bookingCancellationMails(facts: BookingMailFacts): OutgoingMail[] {
  const t = BOOKING[facts.locale];
  const company = facts.visitor.company ? `, ${facts.visitor.company}` : '';
  return [
    {
      dedupeKey: `booking:${facts.bookingId}:cancel:visitor`,
      kind: 'booking-cancellation',
      audience: 'visitor',
      locale: facts.locale,
      to: facts.visitor.email,
      subject: t.cancelSubject(facts.visitorWhen),
      text: t.cancel(greeting(facts.locale, facts.visitor.firstName), facts.visitorWhen, facts.visitorZone, facts.link),
      ics: facts.ics,
    },
    {
      dedupeKey: `booking:${facts.bookingId}:cancel:sales`,
      kind: 'booking-cancellation',
      audience: 'team',
      locale: 'en',
      to: facts.salesperson.email,
      subject: `Demo cancelled: ${facts.visitor.name}${company}, ${facts.salesWhen}`.slice(0, 300),
      text: `${facts.visitor.name}${company} cancelled (or moved) their demo of ${facts.salesWhen} (${facts.salesperson.timeZone}). The slot is free again.\n\nEmail: ${facts.visitor.email}\n\nBookings in the admin area: ${facts.adminUrl}`,
      ics: facts.salesIcs,
    },
  ];
}
