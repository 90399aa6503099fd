/**
 * The slot list as one visitor reads it. The team's hours are in the team's zone, so a visitor far
 * away would see meetings in their night first: the times inside their own working day (08:00–19:00
 * in the zone they chose), with someone who speaks their page's language, come first; "Show all
 * times" adds the rest. Pure: the page renders it, the tests read it.
 */
import { SLOT_MINUTES, type Slot } from './slots';
import { dateKeyOf, wallTimeOf } from './zoned-time';

/** The visitor's working day, minutes since their midnight: a slot must start and end inside it. */
export const VISITOR_DAY = { from: 8 * 60, to: 19 * 60 } as const;

export interface OfferedSlot extends Slot {
  /** Starts and ends inside the visitor's working day, in their zone. */
  daytime: boolean;
  /** Someone free then speaks the visitor's language (every slot, when no one on offer does). */
  inLanguage: boolean;
}

/** What the list shows first: times in the working day, and (when it leaves some out) in the visitor's language. */
export interface Preference {
  daytime: boolean;
  language: boolean;
}

export type VisitorEntry =
  | { kind: 'day'; date: string; slots: OfferedSlot[] }
  /** Days (one or a run) with times on offer but none preferred, and the next day that has some. */
  | { kind: 'quiet'; dates: string[]; next: { date: string; count: number; first: Date } | null };

export interface VisitorOffer {
  entries: VisitorEntry[];
  /** Every time is listed: asked for, or none matched the preference (`fellBack`). */
  showingAll: boolean;
  fellBack: boolean;
  /** What the shorter list keeps (asked for all: what it would keep). */
  preference: Preference;
  /** How many times "Show all times" adds to the shorter list (0 when showing all). */
  more: number;
}

export interface VisitorOfferQuery {
  timeZone: string;
  /** The salespeople who speak the visitor's language. */
  speakers: ReadonlySet<number>;
  /** The visitor asked for every time. */
  all: boolean;
}

/** Each slot marked for the visitor: in their working day, with someone who speaks their language. */
export function markSlots(slots: readonly Slot[], timeZone: string, speakers: ReadonlySet<number>): OfferedSlot[] {
  // No one on offer speaks it: every slot is as good as any other (the team as it is).
  const anySpeaker = slots.some((slot) => slot.salespersonIds.some((id) => speakers.has(id)));
  return slots.map((slot) => {
    const { hour, minute } = wallTimeOf(slot.start, timeZone);
    const local = hour * 60 + minute;
    return {
      ...slot,
      daytime: local >= VISITOR_DAY.from && local + SLOT_MINUTES <= VISITOR_DAY.to,
      inLanguage: !anySpeaker || slot.salespersonIds.some((id) => speakers.has(id)),
    };
  });
}

/** The narrowest preference some slot meets: the working day in the visitor's language, else the working day, else none. */
function preferenceFor(slots: readonly OfferedSlot[]): Preference | null {
  const languageMatters = slots.some((slot) => !slot.inLanguage);
  if (slots.some((slot) => slot.daytime && slot.inLanguage)) return { daytime: true, language: languageMatters };
  if (slots.some((slot) => slot.daytime)) return { daytime: true, language: false };
  return null;
}

const meets = (slot: OfferedSlot, preference: Preference) => (!preference.daytime || slot.daytime) && (!preference.language || slot.inLanguage);

/** The slots by the visitor's calendar day, in order. */
function byDay(slots: readonly OfferedSlot[], timeZone: string): { date: string; slots: OfferedSlot[] }[] {
  const days: { date: string; slots: OfferedSlot[] }[] = [];
  for (const slot of slots) {
    const date = dateKeyOf(slot.start, timeZone);
    const last = days.at(-1);
    if (last?.date === date) last.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}

/**
 * The days to show: each with its preferred times, and in place of days that have none a note
 * naming them and the next day that has some ("No times on Monday — Tuesday has 9 from 09:00").
 */
function preferredEntries(days: readonly { date: string; slots: OfferedSlot[] }[], preference: Preference): VisitorEntry[] {
  const entries: VisitorEntry[] = [];
  let quiet: string[] = [];
  for (const day of days) {
    const kept = day.slots.filter((slot) => meets(slot, preference));
    if (kept.length === 0) {
      quiet.push(day.date);
      continue;
    }
    if (quiet.length) entries.push({ kind: 'quiet', dates: quiet, next: { date: day.date, count: kept.length, first: kept[0]!.start } });
    quiet = [];
    entries.push({ kind: 'day', date: day.date, slots: kept });
  }
  if (quiet.length) entries.push({ kind: 'quiet', dates: quiet, next: null });
  return entries;
}

/** The slot list for one visitor: the preferred times by day (with notes for days without), or every time when asked or when none is preferred. */
export function visitorOffer(slots: readonly Slot[], { timeZone, speakers, all }: VisitorOfferQuery): VisitorOffer {
  const marked = markSlots(slots, timeZone, speakers);
  const days = byDay(marked, timeZone);
  const preference = preferenceFor(marked);
  if (all || !preference) {
    return {
      entries: days.map((day) => ({ kind: 'day', ...day })),
      showingAll: true,
      fellBack: !all && marked.length > 0,
      preference: preference ?? { daytime: false, language: false },
      more: 0,
    };
  }
  const shown = marked.filter((slot) => meets(slot, preference)).length;
  return { entries: preferredEntries(days, preference), showingAll: false, fellBack: false, preference, more: marked.length - shown };
}
