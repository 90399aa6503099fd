/**
 * A booked demo in words and as a calendar event: what the confirmation page, the mails, the `.ics`
 * file and the CRM note say about it. Pure (the tests read it back); the times are always written
 * with the zone they are in.
 */
import { LRUCache } from 'lru-cache';
import type { CalendarEvent } from './ics';
import { canonicalTimeZone, offsetMinutes, timeZoneNames } from './zoned-time';

export type MeetingLocale = 'en' | 'es';

export interface MeetingFacts {
  bookingId: string;
  start: Date;
  end: Date;
  visitor: { name: string; email: string; company: string | null };
  /** The host: the organizer of the calendar event, and where the meeting happens (their video room, if set). */
  salesperson: { name: string; email: string; meetingUrl: string | null };
  /** The visitor's page to reschedule or cancel (with its secret). */
  manageUrl: string;
}

const intlLocale = (locale: MeetingLocale) => (locale === 'es' ? 'es-ES' : 'en-GB');

// Formatters cost more than their use: one per locale, zone and kind, bounded.
const formatters = new LRUCache<string, Intl.DateTimeFormat>({ max: 500 });
function formatterOf(kind: 'day' | 'clock', timeZone: string, locale: MeetingLocale): Intl.DateTimeFormat {
  const key = `${kind}|${locale}|${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'day'
        ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
        : // One clock per language: 12-hour in English ("3:30 pm"), 24-hour in Spanish ("15:30").
          { hour: 'numeric', minute: '2-digit', hourCycle: locale === 'es' ? 'h23' : 'h12' };
    format = new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone });
    formatters.set(key, format);
  }
  return format;
}

const partsOf = (format: Intl.DateTimeFormat, instant: Date) => Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));

/** "Thursday, 26 November 2026" / "jueves, 26 de noviembre de 2026" in `timeZone`. */
export function formatMeetingDay(instant: Date, timeZone: string, locale: MeetingLocale): string {
  const { weekday, day, month, year } = partsOf(formatterOf('day', timeZone, locale), instant);
  return locale === 'es' ? `${weekday}, ${day} de ${month} de ${year}` : `${weekday}, ${day} ${month} ${year}`;
}

/** "3:30 pm" / "15:30" in `timeZone`. */
export function formatClock(instant: Date, timeZone: string, locale: MeetingLocale): string {
  const { hour, minute, dayPeriod } = partsOf(formatterOf('clock', timeZone, locale), instant);
  return locale === 'es' ? `${hour!.padStart(2, '0')}:${minute}` : `${hour}:${minute} ${(dayPeriod ?? '').toLowerCase().replace(/\./g, '')}`.trim();
}

/**
 * A meeting's date and time, the one way the site writes it wherever a booking shows a time
 * (slot list, confirmation, mails, admin): "Thursday, 26 November 2026, 3:30 pm" in English,
 * "jueves, 26 de noviembre de 2026, 15:30" in Spanish, in `timeZone`. Built from parts, so the
 * platform's locale data cannot slip an "at" or a comma in.
 */
export function formatMeetingTime(start: Date, timeZone: string, locale: MeetingLocale): string {
  return `${formatMeetingDay(start, timeZone, locale)}, ${formatClock(start, timeZone, locale)}`;
}

/** The slot list's clock for one zone: `format(instant)` as `formatClock` writes it. */
export const clockFormat = (timeZone: string, locale: MeetingLocale) => ({ format: (instant: Date) => formatClock(instant, timeZone, locale) });

/** "GMT+1", "GMT+5:30", "GMT-3", "GMT" at `at` in `timeZone`. */
function offsetName(timeZone: string, at: Date): string {
  const minutes = offsetMinutes(at, timeZone);
  if (minutes === 0) return 'GMT';
  const whole = Math.abs(minutes);
  return `GMT${minutes < 0 ? '-' : '+'}${Math.floor(whole / 60)}${whole % 60 ? `:${String(whole % 60).padStart(2, '0')}` : ''}`;
}

/**
 * The zones' cities whose Spanish name differs from the English one the zone database gives (no
 * platform API names a zone's city in a language): the markets Otailo sells to and the cities a
 * buyer there meets. Any other city is written as the database writes it.
 */
const SPANISH_CITIES: Record<string, string> = {
  'America/Mexico_City': 'Ciudad de México',
  'America/Cancun': 'Cancún',
  'America/Merida': 'Mérida',
  'America/Mazatlan': 'Mazatlán',
  'America/Bogota': 'Bogotá',
  'America/Asuncion': 'Asunción',
  'America/Panama': 'Panamá',
  'America/Havana': 'La Habana',
  'America/New_York': 'Nueva York',
  'America/Los_Angeles': 'Los Ángeles',
  'America/Sao_Paulo': 'São Paulo',
  'Atlantic/Canary': 'Canarias',
  'Europe/London': 'Londres',
  'Europe/Paris': 'París',
  'Europe/Berlin': 'Berlín',
  'Europe/Lisbon': 'Lisboa',
  'Europe/Rome': 'Roma',
  'Europe/Brussels': 'Bruselas',
  'Europe/Amsterdam': 'Ámsterdam',
  'Europe/Zurich': 'Zúrich',
  'Europe/Stockholm': 'Estocolmo',
  'Europe/Copenhagen': 'Copenhague',
  'Europe/Warsaw': 'Varsovia',
  'Europe/Athens': 'Atenas',
  'Europe/Moscow': 'Moscú',
  'Asia/Tokyo': 'Tokio',
  'Asia/Singapore': 'Singapur',
  'Asia/Shanghai': 'Shanghái',
};

/** "Asia/Kolkata" → "Kolkata", "America/Argentina/Buenos_Aires" → "Buenos Aires"; in Spanish "Ciudad de México". */
export const cityOf = (timeZone: string, locale: MeetingLocale = 'en') =>
  (locale === 'es' ? SPANISH_CITIES[timeZone] : undefined) ?? timeZone.split('/').pop()!.replace(/_/g, ' ');

/** "Europe/Madrid" as people read it: "Madrid (GMT+1)" with its offset at `at`, whatever the letter case or old name stored, the city in the reader's language. */
export function zoneLabel(zone: string, at: Date, locale: MeetingLocale): string {
  const timeZone = canonicalTimeZone(zone) ?? zone;
  if (timeZone === 'UTC') return 'UTC';
  return `${cityOf(timeZone, locale)} (${offsetName(timeZone, at)})`;
}

export interface ZoneChoice {
  /** Today's IANA name: the value sent. */
  zone: string;
  /** "Kolkata — India Standard Time (GMT+5:30)": city, the zone's name in the reader's language when the platform has one, offset now. */
  label: string;
  /** Minutes ahead of UTC at the time asked for. */
  offset: number;
}

const zoneChoiceLists = new LRUCache<string, ZoneChoice[]>({ max: 8 });

/**
 * The time-zone picker's list: every zone by today's name, labelled with its city, its name in the
 * reader's language where the platform gives one ("hora de Europa central") and its offset now,
 * ordered by offset then city. Computed once an hour per language (offsets change with the season).
 */
export function zoneChoices(locale: MeetingLocale, at: Date = new Date()): ZoneChoice[] {
  const hour = Math.floor(at.getTime() / 3_600_000);
  const key = `${locale}|${hour}`;
  const known = zoneChoiceLists.get(key);
  if (known) return known;
  const choices = timeZoneNames().map((zone) => {
    if (zone === 'UTC') return { zone, label: 'UTC', offset: 0 };
    // Made once an hour per zone and language, and not kept: the list is.
    const generic = new Intl.DateTimeFormat(intlLocale(locale), { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;
    const offset = offsetName(zone, at);
    // Where the platform has no name for the zone, it writes the offset again ("GMT+03:00"): left out.
    const named = generic && !/^(GMT|UTC)([+\-−]|$)/.test(generic) ? ` — ${generic}` : '';
    return { zone, label: `${cityOf(zone, locale)}${named} (${offset})`, offset: offsetMinutes(at, zone) };
  });
  const collator = new Intl.Collator(intlLocale(locale));
  choices.sort((a, b) => a.offset - b.offset || collator.compare(a.label, b.label));
  zoneChoiceLists.set(key, choices);
  return choices;
}

const TEXT = {
  en: {
    summary: (company: string | null) => `Otailo demo${company ? ` · ${company}` : ''}`,
    description: (who: string, link: string) =>
      `A 15-minute look at Otailo with ${who}: your returns today, and what the platform would change.${link ? `\n\nReschedule or cancel: ${link}` : ''}`,
  },
  es: {
    summary: (company: string | null) => `Demo de Otailo${company ? ` · ${company}` : ''}`,
    description: (who: string, link: string) =>
      `Quince minutos con ${who} para ver Otailo: cómo gestiona hoy tu equipo las devoluciones y qué cambiaría con la plataforma.${link ? `\n\nCambiar o cancelar la cita: ${link}` : ''}`,
  },
} as const;

/** The host as a visitor reading `locale` names them: Spanish pages, mails and calendar files take the Spanish name when there is one. */
export const hostName = (salesperson: { name: string; nameEs: string | null }, locale: MeetingLocale) => (locale === 'es' && salesperson.nameEs) || salesperson.name;

/** Where the meeting happens, in words: the video link, or what to expect when the host has none set. */
export function meetingPlace(salesperson: { name: string; meetingUrl: string | null }, locale: MeetingLocale): string {
  if (salesperson.meetingUrl) return locale === 'es' ? `Videollamada: ${salesperson.meetingUrl}` : `Video call: ${salesperson.meetingUrl}`;
  return locale === 'es'
    ? `Videollamada: ${salesperson.name} te enviará el enlace por correo antes de la reunión.`
    : `Video call: ${salesperson.name} will email you the link before the meeting.`;
}

/** The meeting as a calendar event: organised by the salesperson, the visitor invited. */
export function meetingEvent(facts: MeetingFacts, locale: MeetingLocale): CalendarEvent {
  const text = TEXT[locale];
  return {
    // Per booking: a reschedule is a new booking, so its old event is cancelled and a new one sent.
    uid: `booking-${facts.bookingId}@otailo.com`,
    start: facts.start,
    end: facts.end,
    summary: text.summary(facts.visitor.company),
    description: `${text.description(facts.salesperson.name, facts.manageUrl)}\n\n${meetingPlace(facts.salesperson, locale)}`,
    // The video room is where it happens: LOCATION (a calendar's "join" button reads it) and URL.
    ...(facts.salesperson.meetingUrl ? { location: facts.salesperson.meetingUrl, url: facts.salesperson.meetingUrl } : {}),
    organizer: { name: facts.salesperson.name, email: facts.salesperson.email },
    attendee: { name: facts.visitor.name, email: facts.visitor.email },
  };
}

/**
 * The same meeting for the salesperson's calendar, in English. Never the visitor's link: whoever
 * holds it can move or cancel the meeting as the visitor; the admin area's bookings instead.
 */
export function salesMeetingEvent(facts: Omit<MeetingFacts, 'manageUrl'>, adminUrl: string): CalendarEvent {
  const company = facts.visitor.company ? `, ${facts.visitor.company}` : '';
  return {
    ...meetingEvent({ ...facts, manageUrl: '' }, 'en'),
    description: `A 15-minute Otailo demo with ${facts.visitor.name}${company} (${facts.visitor.email}).\n\n${facts.salesperson.meetingUrl ? `Video call: ${facts.salesperson.meetingUrl}` : 'No video link is set for you: send the visitor one before the meeting.'}\n\nBookings in the admin area: ${adminUrl}`,
  };
}

/** What the CRM lead's message says of the meeting (the sales team reads English). */
export function crmBookingNote(
  change: 'booked' | 'cancelled',
  { start, salesperson, salespersonTimeZone, visitorTimeZone }: { start: Date; salesperson: string; salespersonTimeZone: string; visitorTimeZone: string },
): string {
  const when = `${start.toISOString().slice(0, 16).replace('T', ' ')} UTC (${formatMeetingTime(start, salespersonTimeZone, 'en')} ${salespersonTimeZone}; visitor's zone ${visitorTimeZone})`;
  return change === 'booked' ? `Demo booked for ${when} with ${salesperson}.` : `Demo booking cancelled (was ${when} with ${salesperson}).`;
}
