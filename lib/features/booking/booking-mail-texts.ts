import { greeting, type OutgoingMail } from '@/lib/features/mail';

/** Booking mails as text: the visitor's in their language, the salesperson's in English. */
const BOOKING = {
  en: {
    confirmSubject: (when: string) => `Your Otailo demo: ${when}`,
    confirm: (hello: string, when: string, zone: string, salesperson: string, place: string, link: string) =>
      `${hello}\n\nYour 15-minute Otailo demo is booked for ${when} (${zone}) with ${salesperson}. The invitation is attached: open it to add the meeting to your calendar.\n\n${place}\n\nNeed another time, or can no longer make it? Reschedule or cancel here:\n${link}\n\nSee you then,\nThe Otailo team`,
    cancelSubject: (when: string) => `Cancelled: your Otailo demo on ${when}`,
    cancel: (hello: string, when: string, zone: string, link: string) =>
      `${hello}\n\nYour Otailo demo on ${when} (${zone}) is cancelled, and the attached update removes it from your calendar.\n\nWhenever you want to talk, ask for a new demo here:\n${link}\n\nThe Otailo team`,
  },
  es: {
    confirmSubject: (when: string) => `Tu demo de Otailo: ${when}`,
    confirm: (hello: string, when: string, zone: string, salesperson: string, place: string, link: string) =>
      `${hello}\n\nTu demo de Otailo de 15 minutos queda reservada para el ${when} (${zone}) con ${salesperson}. Te adjuntamos la invitación: ábrela para agregar la cita a tu calendario.\n\n${place}\n\n¿Necesitas otra hora o ya no puedes asistir? Cámbiala o cancélala aquí:\n${link}\n\nHasta pronto,\nEl equipo de Otailo`,
    cancelSubject: (when: string) => `Cancelada: tu demo de Otailo del ${when}`,
    cancel: (hello: string, when: string, zone: string, link: string) =>
      `${hello}\n\nHemos cancelado tu demo de Otailo del ${when} (${zone}); la actualización adjunta la quita de tu calendario.\n\nCuando quieras hablar, pide una nueva demo aquí:\n${link}\n\nEl equipo de Otailo`,
  },
} as const;

export interface BookingMailFacts {
  bookingId: string;
  locale: 'en' | 'es';
  visitor: { firstName: string; email: string; name: string; company: string | null };
  /** The host, as the visitor's mail and calendar file name them (the organizer). */
  salesperson: { name: string; email: string; timeZone: string };
  /** Where the meeting happens, in the visitor's language ("Video call: https://…", or when the link follows). */
  place: string;
  /** The same for the salesperson, in English. */
  salesPlace: string;
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
      text: t.confirm(greeting(facts.locale, facts.visitor.firstName), facts.visitorWhen, facts.visitorZone, `${facts.salesperson.name} (${facts.salesperson.email})`, facts.place, facts.link),
      ics: facts.ics,
    },
    {
      dedupeKey: `booking:${facts.bookingId}:confirm:sales`,
      kind: 'booking-invitation',
      audience: 'team',
      locale: 'en',
      to: facts.salesperson.email,
      subject: `Demo booked: ${facts.visitor.name}${company}, ${facts.salesWhen}`.slice(0, 300),
      text: `${facts.visitor.name}${company} booked a 15-minute demo with you for ${facts.salesWhen} (${facts.salesperson.timeZone}).\n\nEmail: ${facts.visitor.email}\nTheir time: ${facts.visitorWhen} (${facts.visitorZone})\n${facts.salesPlace}\nThey read ${facts.locale === 'es' ? 'Spanish' : 'English'}.\n\nBookings in the admin area: ${facts.adminUrl}`,
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
