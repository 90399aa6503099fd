/**
 * The opening editor's fields and the rules a save must pass: the browser shows them, the server
 * action enforces them. Every field is read as typed (text; lists one item per line), so a refused
 * form comes back as it was, with one error code per wrong field.
 */
import * as z from 'zod/mini';
import { isCountryCode } from '@/lib/features/leads/shared/countries';
import { slugify, isValidSlug } from '@/lib/features/posts/shared/slug';
import { CONTENT_LANGUAGES, CONTENT_STATUSES } from '@/lib/features/publishing/shared/workflow';
import { EMPLOYMENT_TYPES, LOCATION_TYPES, type OpeningInput } from './types';

export const OPENING_LIMITS = { title: 200, slug: 200, team: 120, location: 200, summary: 600, item: 400, items: 12, url: 500, email: 320, countries: 250 } as const;

export const OPENING_FIELDS = [
  'title',
  'slug',
  'language',
  'status',
  'publishAt',
  'team',
  'locationType',
  'location',
  'countries',
  'employmentType',
  'summary',
  'responsibilities',
  'requirements',
  'benefits',
  'applyEmail',
  'applyUrl',
  'validThrough',
] as const;
export type OpeningField = (typeof OPENING_FIELDS)[number];
export type OpeningFormValues = Record<OpeningField, string>;

export type OpeningErrorCode = 'required' | 'tooLong' | 'tooMany' | 'invalid' | 'taken' | 'inPast' | 'notAllowed' | 'scheduleMissing' | 'scheduleInPast' | 'notCountry';
export type OpeningErrors = Partial<Record<OpeningField, OpeningErrorCode>>;

export const EMPTY_OPENING_VALUES: OpeningFormValues = {
  ...(Object.fromEntries(OPENING_FIELDS.map((name) => [name, ''])) as OpeningFormValues),
  language: 'en',
  status: 'draft',
  locationType: 'remote',
  employmentType: 'FULL_TIME',
};

/** What the form says, checked; the state and its instant are the workflow's decision (the action's). */
export type CheckedOpening = Omit<OpeningInput, 'publishedAt'> & { publishAt: string | null };

const email = z.email();
const httpsUrl = z.url({ protocol: /^https?$/ });

/** The editor's date and time fields have no zone and say UTC: read them as UTC. */
export const utcInstant = (typed: string): string | null => (typed ? (/(z|[+-]\d\d:?\d\d)$/i.test(typed) ? typed : `${typed}Z`) : null);

/** Checks the typed values; `now` decides whether `validThrough` is still ahead. */
export function checkOpening(values: OpeningFormValues, now: Date = new Date()): { ok: true; opening: CheckedOpening } | { ok: false; errors: OpeningErrors } {
  const errors: OpeningErrors = {};
  const text = (name: OpeningField) => (values[name] ?? '').trim();
  const required = (name: OpeningField, max: number) => {
    const value = text(name);
    if (!value) errors[name] = 'required';
    else if (value.length > max) errors[name] = 'tooLong';
    return value;
  };
  const oneOf = <const T extends string>(name: OpeningField, allowed: readonly T[]): T => {
    if ((allowed as readonly string[]).includes(text(name))) return text(name) as T;
    errors[name] = 'invalid';
    return allowed[0]!;
  };
  const list = (name: OpeningField, needed: boolean) => {
    const items = text(name).split(/\r?\n/).map((item) => item.replace(/^[-*•]\s*/, '').trim()).filter(Boolean);
    if (needed && items.length === 0) errors[name] = 'required';
    else if (items.length > OPENING_LIMITS.items) errors[name] = 'tooMany';
    else if (items.some((item) => item.length > OPENING_LIMITS.item)) errors[name] = 'tooLong';
    return items;
  };

  const title = required('title', OPENING_LIMITS.title);
  const slug = text('slug') || slugify(title);
  if (!errors.title && !isValidSlug(slug)) errors.slug = 'invalid';
  const countries = readCountries(text('countries'), errors);
  const applyEmail = text('applyEmail') || null;
  if (applyEmail && (applyEmail.length > OPENING_LIMITS.email || !email.safeParse(applyEmail).success)) errors.applyEmail = 'invalid';
  const applyUrl = text('applyUrl') || null;
  if (applyUrl && (applyUrl.length > OPENING_LIMITS.url || !httpsUrl.safeParse(applyUrl).success)) errors.applyUrl = 'invalid';
  const validThrough = readValidThrough(text('validThrough'), now, errors);

  const opening: CheckedOpening = {
    title,
    slug,
    language: oneOf('language', CONTENT_LANGUAGES),
    status: oneOf('status', CONTENT_STATUSES),
    publishAt: utcInstant(text('publishAt')),
    team: required('team', OPENING_LIMITS.team),
    locationType: oneOf('locationType', LOCATION_TYPES),
    location: required('location', OPENING_LIMITS.location),
    countries,
    employmentType: oneOf('employmentType', EMPLOYMENT_TYPES),
    summary: required('summary', OPENING_LIMITS.summary),
    responsibilities: list('responsibilities', true),
    requirements: list('requirements', true),
    benefits: list('benefits', false),
    applyEmail,
    applyUrl,
    validThrough,
  };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, opening };
}

/**
 * The picker posts one code per chosen country (a line each); an older form, a comma list. Kept
 * sorted by code, so the stored order does not depend on the admin's language. A name
 * ("Mexico") is not guessed at: the error asks to choose from the list.
 */
export function readCountries(typed: string, errors: OpeningErrors): string[] {
  const items = [...new Set(typed.split(/[\n,;]+/).map((item) => item.trim()).filter(Boolean))];
  const codes = items.map((item) => (item.length === 2 ? item.toUpperCase() : item));
  if (codes.some((code) => !isCountryCode(code))) errors.countries = 'notCountry';
  // By code: the picker posts them in its list's order, which is the admin's language's.
  return codes.filter(isCountryCode).sort().slice(0, OPENING_LIMITS.countries);
}

/** A valid instant still ahead: an opening saved already expired would never be seen. */
function readValidThrough(typed: string, now: Date, errors: OpeningErrors): string {
  const instant = utcInstant(typed);
  const at = instant ? new Date(instant) : null;
  if (!at) errors.validThrough = 'required';
  else if (Number.isNaN(at.getTime())) errors.validThrough = 'invalid';
  else if (at.getTime() <= now.getTime()) errors.validThrough = 'inPast';
  return at && !Number.isNaN(at.getTime()) ? at.toISOString() : '';
}

/** The form's values from a stored opening (to edit it). Instants are shown in UTC, as the fields read them. */
export function openingValues(opening: Omit<OpeningInput, 'publishedAt'> & { publishedAt?: string | null }): OpeningFormValues {
  const asField = (iso: string | null | undefined) => (iso ? iso.slice(0, 19) : '');
  return {
    ...EMPTY_OPENING_VALUES,
    title: opening.title,
    slug: opening.slug,
    language: opening.language,
    status: opening.status,
    publishAt: opening.status === 'scheduled' ? asField(opening.publishedAt) : '',
    team: opening.team,
    locationType: opening.locationType,
    location: opening.location,
    countries: opening.countries.join('\n'),
    employmentType: opening.employmentType,
    summary: opening.summary,
    responsibilities: opening.responsibilities.join('\n'),
    requirements: opening.requirements.join('\n'),
    benefits: opening.benefits.join('\n'),
    applyEmail: opening.applyEmail ?? '',
    applyUrl: opening.applyUrl ?? '',
    validThrough: asField(opening.validThrough),
  };
}

/** The form for translating an opening: the other language, a draft with its own address to come. */
export function openingTranslationDraft(opening: Omit<OpeningInput, 'publishedAt'>): OpeningFormValues {
  return { ...openingValues(opening), language: opening.language === 'en' ? 'es' : 'en', slug: '', status: 'draft', publishAt: '' };
}
