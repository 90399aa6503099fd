/**
 * The story editor's fields, and the rules a save must pass: the browser shows them, the server
 * action enforces them. Every field is read as typed (text), so a refused form comes back as it
 * was, with one error code per wrong field.
 */
import * as z from 'zod/mini';
import { slugify, isValidSlug } from '@/lib/features/posts/shared/slug';
import { CONTENT_LANGUAGES, CONTENT_STATUSES } from '@/lib/features/publishing/shared/workflow';
import { INDUSTRIES, isStorySolution, PLATFORM_IDS } from './taxonomy';
import type { StoryInput, StoryResult } from './types';

export const MAX_RESULTS = 3;
export const LIMITS = {
  title: 300,
  slug: 200,
  summary: 500,
  customer: 120,
  alt: 200,
  region: 80,
  resultValue: 24,
  resultLabel: 80,
  quote: 600,
  person: 120,
  body: 20_000,
} as const;

export const STORY_TEXT_FIELDS = [
  'title',
  'slug',
  'language',
  'status',
  'publishAt',
  'summary',
  'customer',
  'logo',
  'logoAlt',
  'industry',
  'platform',
  'region',
  'quote',
  'quoteName',
  'quoteRole',
  'challenge',
  'solution',
  'outcome',
  'cover',
  'coverAlt',
  'result1Value',
  'result1Label',
  'result2Value',
  'result2Label',
  'result3Value',
  'result3Label',
] as const;
export type StoryTextField = (typeof STORY_TEXT_FIELDS)[number];

/** The form as typed: text fields, the two flags and the solution boxes. */
export type StoryFormValues = Record<StoryTextField, string> & { anonymized: boolean; featured: boolean; solutions: string[] };

export type StoryErrorCode = 'required' | 'tooLong' | 'invalid' | 'taken' | 'altRequired' | 'incomplete' | 'personRequired' | 'notAllowed' | 'scheduleMissing' | 'scheduleInPast';
export type StoryErrors = Partial<Record<StoryTextField | 'results', StoryErrorCode>>;

export const EMPTY_STORY_VALUES: StoryFormValues = {
  ...(Object.fromEntries(STORY_TEXT_FIELDS.map((name) => [name, ''])) as Record<StoryTextField, string>),
  language: 'en',
  status: 'draft',
  industry: INDUSTRIES[0],
  anonymized: false,
  featured: false,
  solutions: [],
};

/** What the form says, checked; not yet the workflow's decision (state and schedule are the action's). */
export type CheckedStory = Omit<StoryInput, 'publishedAt'> & { publishAt: string | null };

/** An uploaded image's address: the site's own uploads, or a bundled image. */
const IMAGE_URL = /^\/(uploads|images)\/[\w./-]{1,200}$/;
const textOf = (max: number) => z.string().check(z.maxLength(max));

/**
 * Checks the typed values. Text is trimmed; optional texts become null when blank. An anonymized
 * story keeps no logo and names no person (only their role).
 */
export function checkStory(values: StoryFormValues): { ok: true; story: CheckedStory } | { ok: false; errors: StoryErrors } {
  const errors: StoryErrors = {};
  const read = fieldReader(values, errors);
  const title = read.required('title', LIMITS.title);
  const slug = read.text('slug') || slugify(title);
  if (!errors.title && !isValidSlug(slug)) errors.slug = 'invalid';
  const logo = read.image('logo', 'logoAlt');
  const cover = read.image('cover', 'coverAlt');
  const quote = read.optional('quote', LIMITS.quote);
  const quoteName = read.optional('quoteName', LIMITS.person);
  const quoteRole = read.optional('quoteRole', LIMITS.person);
  if (quote && !quoteName && !quoteRole) errors.quoteName = 'personRequired';
  const story: CheckedStory = {
    title,
    slug,
    language: read.oneOf('language', CONTENT_LANGUAGES, 'en'),
    status: read.oneOf('status', CONTENT_STATUSES, 'draft'),
    publishAt: utcInstant(read.text('publishAt')),
    summary: read.required('summary', LIMITS.summary),
    customer: read.required('customer', LIMITS.customer),
    anonymized: values.anonymized,
    logo: values.anonymized ? null : logo.url,
    logoAlt: values.anonymized ? null : logo.alt,
    industry: read.oneOf('industry', INDUSTRIES, INDUSTRIES[0]),
    platform: read.text('platform') ? read.oneOf('platform', PLATFORM_IDS, null) : null,
    region: read.optional('region', LIMITS.region),
    solutions: [...new Set(values.solutions.filter(isStorySolution))],
    results: readResults(values, errors),
    quote,
    quoteName: values.anonymized ? null : quoteName,
    quoteRole,
    challenge: read.required('challenge', LIMITS.body),
    solution: read.required('solution', LIMITS.body),
    outcome: read.required('outcome', LIMITS.body),
    cover: cover.url,
    coverAlt: cover.alt,
    featured: values.featured,
  };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, story };
}

/** The editor's schedule field has no zone and says UTC: read it as UTC. */
const utcInstant = (typed: string): string | null => (typed ? (/(z|[+-]\d\d:?\d\d)$/i.test(typed) ? typed : `${typed}Z`) : null);

/** Reads the typed fields, trimmed, noting an error code per wrong field. */
function fieldReader(values: StoryFormValues, errors: StoryErrors) {
  const text = (name: StoryTextField) => values[name].trim();
  const optional = (name: StoryTextField, max: number): string | null => {
    const value = text(name);
    if (value.length > max) errors[name] = 'tooLong';
    return value || null;
  };
  return {
    text,
    optional,
    required(name: StoryTextField, max: number): string {
      const value = text(name);
      if (!value) errors[name] = 'required';
      else if (!textOf(max).safeParse(value).success) errors[name] = 'tooLong';
      return value;
    },
    /** One of `allowed`, else `fallback` and an error. */
    oneOf<const T extends string, F extends T | null>(name: StoryTextField, allowed: readonly T[], fallback: F): T | F {
      const value = text(name);
      if ((allowed as readonly string[]).includes(value)) return value as T;
      errors[name] = 'invalid';
      return fallback;
    },
    /** An uploaded image's address and its alt text, required with it. */
    image(name: 'logo' | 'cover', alt: 'logoAlt' | 'coverAlt') {
      const url = text(name) || null;
      if (url && !IMAGE_URL.test(url)) errors[name] = 'invalid';
      const altText = optional(alt, LIMITS.alt);
      if (url && !altText) errors[alt] = 'altRequired';
      return { url, alt: url ? altText : null };
    },
  };
}

/** One to three figures; a row with only a value or only a label is incomplete. */
function readResults(values: StoryFormValues, errors: StoryErrors): StoryResult[] {
  const results: StoryResult[] = [];
  for (let i = 1; i <= MAX_RESULTS; i++) {
    const valueField = `result${i}Value` as StoryTextField;
    const labelField = `result${i}Label` as StoryTextField;
    const value = values[valueField].trim();
    const label = values[labelField].trim();
    if (!value && !label) continue;
    if (!value || !label) errors[value ? labelField : valueField] = 'incomplete';
    else if (value.length > LIMITS.resultValue) errors[valueField] = 'tooLong';
    else if (label.length > LIMITS.resultLabel) errors[labelField] = 'tooLong';
    else results.push({ value, label });
  }
  if (results.length === 0 && !STORY_TEXT_FIELDS.some((name) => name.startsWith('result') && errors[name])) errors.results = 'required';
  return results;
}

/** The form's values from a stored story (to edit it), or from another one (to translate it). */
export function valuesOf(story: Omit<CheckedStory, 'publishAt'> & { publishedAt?: string | null }): StoryFormValues {
  const values: StoryFormValues = { ...EMPTY_STORY_VALUES, solutions: [...story.solutions], anonymized: story.anonymized, featured: story.featured };
  for (const name of ['title', 'slug', 'language', 'status', 'summary', 'customer', 'industry', 'challenge', 'solution', 'outcome'] as const) values[name] = story[name];
  for (const name of ['logo', 'logoAlt', 'platform', 'region', 'quote', 'quoteName', 'quoteRole', 'cover', 'coverAlt'] as const) values[name] = story[name] ?? '';
  values.publishAt = story.status === 'scheduled' ? (story.publishedAt ?? '') : '';
  story.results.forEach((result, i) => {
    values[`result${i + 1}Value` as StoryTextField] = result.value;
    values[`result${i + 1}Label` as StoryTextField] = result.label;
  });
  return values;
}

/**
 * The form for translating a story: the other language, a draft with its own address to come, the
 * tags, figures, images and flags as they are, and the texts to be rewritten in place.
 */
export function translationDraft(story: Omit<CheckedStory, 'publishAt'> & { publishedAt?: string | null }): StoryFormValues {
  return { ...valuesOf(story), language: story.language === 'en' ? 'es' : 'en', slug: '', status: 'draft', publishAt: '', featured: story.featured };
}
