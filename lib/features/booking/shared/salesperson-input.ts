/**
 * A salesperson as the availability editor sends it: the form's fields read into a candidate, and
 * the one check (a zod schema, then `availabilityProblems`) that the store runs before writing.
 * Problems come back as codes per field; the editor turns them into sentences in the admin's
 * language (`Admin.salespeople.errors`).
 */
import { isDeliverableAddress, MAX_ADDRESS_LENGTH } from '@/lib/infra/util/email-address';
import * as z from 'zod/mini';
import { availabilityProblems, type Interval } from '@/lib/features/booking/slots';
import { canonicalTimeZone } from '@/lib/features/booking/zoned-time';
import { SALES_LANGUAGES, type SalesLanguage } from './languages';

/** Display order of the weekdays (0 is Sunday, as in `Availability.weekly`). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;
/** Working blocks per day the editor offers (a morning and an afternoon). */
export const BLOCKS_PER_DAY = 2;
/** Minimum notice, in hours, as the form asks for it (the schema's limit is 14 days). */
export const MAX_NOTICE_HOURS = 336;
export const MAX_BUFFER_MINUTES = 240;

export type Weekday = (typeof WEEKDAYS)[number];
export type SalespersonField = 'name' | 'nameEs' | 'email' | 'meetingUrl' | 'languages' | 'timeZone' | 'weekly' | 'notice' | 'buffer' | 'daysOff' | `day${Weekday}`;
export type SalespersonErrorCode = 'required' | 'tooLong' | 'invalidEmail' | 'taken' | 'invalid' | 'interval' | 'overlap';
export type SalespersonErrors = Partial<Record<SalespersonField, SalespersonErrorCode>>;

/** The editor's fields as text, by input name (what a refused form is filled with again). */
export type SalespersonFormValues = Record<string, string>;

/** The longest video-meeting link kept (the column's size). */
export const MAX_MEETING_URL_LENGTH = 500;

/**
 * A video-meeting link as visitors will follow it: an absolute https address with a host, no
 * user name or password in it, no spaces or control characters. The link goes into mails and
 * calendar files, so nothing else is accepted.
 */
export function isMeetingUrl(text: string): boolean {
  if (text.length > MAX_MEETING_URL_LENGTH || /[\s\u0000-\u001f\u007f<>"]/.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
}

const salespersonSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { error: 'required', abort: true }), z.maxLength(120, { error: 'tooLong' })),
  /** Empty or missing for none (Spanish pages then show `name`). */
  nameEs: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(120, { error: 'tooLong' }))),
    z.transform((text) => text || null),
  ),
  email: z.string().check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { error: 'required', abort: true }),
    z.maxLength(MAX_ADDRESS_LENGTH, { error: 'tooLong', abort: true }),
    z.email({ error: 'invalidEmail', abort: true }),
    z.refine(isDeliverableAddress, { error: 'invalidEmail' }),
  ),
  /** Empty or missing for none. */
  meetingUrl: z.pipe(
    z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(MAX_MEETING_URL_LENGTH, { error: 'tooLong', abort: true }),
        z.refine((text) => text === '' || isMeetingUrl(text), { error: 'invalid' }),
      ),
    ),
    z.transform((text) => (text ? new URL(text).href : null)),
  ),
  timeZone: z.string(),
  /** At least one: the demo is held in some language. */
  languages: z.array(z.enum(SALES_LANGUAGES)).check(z.minLength(1, { error: 'required' })),
  weekly: z.record(z.string(), z.array(z.object({ start: z.string(), end: z.string() }))),
  noticeMinutes: z.number(),
  bufferMinutes: z.number(),
  daysOff: z.array(z.string()).check(z.maxLength(400)),
  active: z.boolean(),
});

export type SalespersonInput = z.infer<typeof salespersonSchema>;

const FIELD_OF_KEY: Record<string, SalespersonField> = { noticeMinutes: 'notice', bufferMinutes: 'buffer' };
/** The fields whose refusal has its own code ("required", "tooLong"…), read before the hours. */
const PERSON_FIELDS = ['name', 'nameEs', 'email', 'meetingUrl', 'languages'];
const ERROR_CODES: readonly string[] = ['required', 'tooLong', 'invalidEmail', 'invalid'] satisfies SalespersonErrorCode[];

const isCalendarDate = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/** The availability's problems (lib/features/booking/slots.ts codes) as field errors. */
function availabilityErrors(input: SalespersonInput): SalespersonErrors {
  const errors: SalespersonErrors = {};
  const problems = availabilityProblems({ salespersonId: 0, ...input });
  for (const problem of problems) {
    const [code, weekday] = problem.split(':');
    if (code === 'interval' || code === 'overlap') errors[`day${Number(weekday) as Weekday}`] ??= code;
    else if (code === 'notice' || code === 'buffer' || code === 'timeZone' || code === 'daysOff') errors[code] ??= 'invalid';
    else errors.weekly ??= 'invalid';
  }
  if (!input.daysOff.every(isCalendarDate)) errors.daysOff ??= 'invalid';
  return errors;
}

/** The candidate checked: usable input (email lower-cased, zone by its canonical name, intervals and days off sorted), or what is wrong per field. */
export function checkSalesperson(candidate: unknown): { ok: true; input: SalespersonInput } | { ok: false; errors: SalespersonErrors } {
  const parsed = z.safeParse(salespersonSchema, candidate);
  if (!parsed.success) {
    const errors: SalespersonErrors = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'weekly');
      const field = FIELD_OF_KEY[key] ?? (key as SalespersonField);
      errors[field] ??= PERSON_FIELDS.includes(key) && ERROR_CODES.includes(issue.message) ? (issue.message as SalespersonErrorCode) : 'invalid';
    }
    // Only the person's fields wrong: the hours are well-formed, so their problems are told at once too.
    const hoursReadable = parsed.error.issues.every((issue) => PERSON_FIELDS.includes(String(issue.path[0])));
    return { ok: false, errors: hoursReadable ? { ...availabilityErrors(candidate as SalespersonInput), ...errors } : errors };
  }
  const input = parsed.data;
  const errors = availabilityErrors(input);
  if (Object.keys(errors).length) return { ok: false, errors };
  const weekly = Object.fromEntries(
    Object.entries(input.weekly)
      .filter(([, intervals]) => intervals.length > 0)
      .map(([day, intervals]) => [day, [...intervals].sort((a, b) => a.start.localeCompare(b.start))]),
  );
  // Checked above: the zone is known, so it has a canonical name (`europe/madrid` → `Europe/Madrid`).
  const languages = SALES_LANGUAGES.filter((language) => input.languages.includes(language));
  return { ok: true, input: { ...input, languages, timeZone: canonicalTimeZone(input.timeZone) ?? input.timeZone, weekly, daysOff: [...new Set(input.daysOff)].sort() } };
}

export const blockField = (weekday: Weekday, block: number, edge: 'start' | 'end') => `d${weekday}b${block}${edge}`;
/** A weekday's on/off checkbox: "1" when they take demos that day (an unticked day's times are ignored). */
export const dayOnField = (weekday: Weekday) => `d${weekday}on`;
/** The hours a day gets when it is switched on empty, and a new salesperson's weekdays. */
export const DEFAULT_DAY_HOURS = { start: '09:00', end: '17:00' } as const;
/** A language's checkbox: "1" when ticked. */
export const languageField = (language: SalesLanguage) => `lang_${language}`;

/** A number typed in a form (a Spanish decimal comma too); NaN when empty or not a number. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/** The editor's inputs by name: the person, then two blocks a weekday. */
export const SALESPERSON_FORM_FIELDS: readonly string[] = [
  'name',
  'nameEs',
  'email',
  'meetingUrl',
  'timeZone',
  ...SALES_LANGUAGES.map(languageField),
  'notice',
  'buffer',
  'daysOff',
  'active',
  ...WEEKDAYS.flatMap((weekday) => [dayOnField(weekday), ...Array.from({ length: BLOCKS_PER_DAY }, (_, block) => [blockField(weekday, block, 'start'), blockField(weekday, block, 'end')]).flat()]),
];

/** The editor's fields as text, by input name. */
export function formValuesFrom(text: (name: string) => string): SalespersonFormValues {
  return Object.fromEntries(SALESPERSON_FORM_FIELDS.map((name) => [name, text(name)]));
}

/** A day's ranges as typed (those with neither time left out); an end of 00:00 is midnight (a time input cannot say 24:00). */
function typedRanges(values: SalespersonFormValues, weekday: Weekday): Interval[] {
  const ranges: Interval[] = [];
  for (let block = 0; block < BLOCKS_PER_DAY; block += 1) {
    const start = values[blockField(weekday, block, 'start')]?.trim() ?? '';
    const end = values[blockField(weekday, block, 'end')]?.trim() ?? '';
    if (start || end) ranges.push({ start, end: end === '00:00' ? '24:00' : end });
  }
  return ranges;
}

/**
 * What the editor's fields mean: an unticked day has no hours whatever its times say; a ticked day
 * without any is refused (an empty range), so the editor asks for them; a break is two ranges;
 * notice is typed in hours, stored in minutes.
 */
export function candidateFrom(values: SalespersonFormValues): unknown {
  const weekly: Record<string, Interval[]> = {};
  for (const weekday of WEEKDAYS) {
    if (values[dayOnField(weekday)] !== '1') continue;
    const ranges = typedRanges(values, weekday);
    weekly[weekday] = ranges.length ? ranges : [{ start: '', end: '' }];
  }
  return {
    name: values.name ?? '',
    nameEs: values.nameEs ?? '',
    email: values.email ?? '',
    meetingUrl: values.meetingUrl ?? '',
    timeZone: values.timeZone ?? '',
    languages: SALES_LANGUAGES.filter((language) => values[languageField(language)] === '1'),
    weekly,
    noticeMinutes: Math.round(numberOf(values.notice ?? '') * 60),
    bufferMinutes: numberOf(values.buffer ?? ''),
    daysOff: (values.daysOff ?? '').split(/[\s,;]+/).filter(Boolean),
    active: values.active === '1',
  };
}

/** A stored salesperson as the editor's fields. */
export function formValuesOf(salesperson: Omit<SalespersonInput, 'weekly'> & { weekly: Partial<Record<number, Interval[]>> }): SalespersonFormValues {
  const values: SalespersonFormValues = {
    name: salesperson.name,
    nameEs: salesperson.nameEs ?? '',
    email: salesperson.email,
    meetingUrl: salesperson.meetingUrl ?? '',
    timeZone: salesperson.timeZone,
    ...Object.fromEntries(SALES_LANGUAGES.map((language) => [languageField(language), salesperson.languages.includes(language) ? '1' : ''])),
    notice: String(salesperson.noticeMinutes / 60),
    buffer: String(salesperson.bufferMinutes),
    daysOff: salesperson.daysOff.join('\n'),
    active: salesperson.active ? '1' : '',
  };
  for (const weekday of WEEKDAYS) {
    if (salesperson.weekly[weekday]?.length) values[dayOnField(weekday)] = '1';
    (salesperson.weekly[weekday] ?? []).slice(0, BLOCKS_PER_DAY).forEach((interval, block) => {
      values[blockField(weekday, block, 'start')] = interval.start;
      values[blockField(weekday, block, 'end')] = interval.end === '24:00' ? '00:00' : interval.end;
    });
  }
  return values;
}

/** A new salesperson's fields before anything is typed: English, Monday to Friday 09:00–17:00, 4 h notice, 15 min buffer, active. */
export const NEW_SALESPERSON_VALUES: SalespersonFormValues = {
  timeZone: 'Europe/Madrid',
  [languageField('en')]: '1',
  ...Object.fromEntries(
    ([1, 2, 3, 4, 5] as const).flatMap((weekday) => [
      [dayOnField(weekday), '1'],
      [blockField(weekday, 0, 'start'), DEFAULT_DAY_HOURS.start],
      [blockField(weekday, 0, 'end'), DEFAULT_DAY_HOURS.end],
    ]),
  ),
  notice: '4',
  buffer: '15',
  active: '1',
};

/** What is wrong with a ticked day's hours, with the times concerned, for a sentence that says what to do; null when nothing is. */
export type DayProblem =
  | { kind: 'empty' }
  | { kind: 'missing'; edge: 'start' | 'end'; range: number }
  | { kind: 'unreadable'; range: number }
  | { kind: 'endBeforeStart' | 'endAtStart'; start: string; end: string }
  | { kind: 'overlap'; first: string; second: string };

const TIME = /^([01]\d|2[0-4]):[0-5]\d$/;
const shownEnd = (end: string) => (end === '24:00' ? '00:00' : end);

/** The first problem of one day's typed hours (the editor's sentence names it); the server's check is `checkSalesperson`. */
export function dayProblem(values: SalespersonFormValues, weekday: Weekday): DayProblem | null {
  if (values[dayOnField(weekday)] !== '1') return null;
  const ranges = typedRanges(values, weekday);
  if (ranges.length === 0) return { kind: 'empty' };
  for (const [index, { start, end }] of ranges.entries()) {
    if (!start || !end) return { kind: 'missing', edge: start ? 'end' : 'start', range: index + 1 };
    if (!TIME.test(start) || !TIME.test(end)) return { kind: 'unreadable', range: index + 1 };
    if (end <= start) return { kind: end === start ? 'endAtStart' : 'endBeforeStart', start, end: shownEnd(end) };
  }
  const sorted = [...ranges].sort((a, b) => a.start.localeCompare(b.start));
  for (let index = 1; index < sorted.length; index += 1) {
    const [before, after] = [sorted[index - 1]!, sorted[index]!];
    if (after.start < before.end) return { kind: 'overlap', first: `${before.start}–${shownEnd(before.end)}`, second: `${after.start}–${shownEnd(after.end)}` };
  }
  return null;
}
