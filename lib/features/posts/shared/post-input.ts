/**
 * The blog editor's form, read and checked on the server (the browser runs the same checks for
 * quick feedback). Spec §5: title, slug, excerpt, full content, category, image URL and date are
 * required; the author falls back to its default and an empty read time to an estimate from the
 * body; the slug is normalised. SEO title and description are optional (title and excerpt stand in).
 */
import { checkBodyStructure, type BodyStructureProblem } from '@/lib/features/posts/body-structure';
import { imageSource } from '@/lib/infra/uploads/image-source';
import { MAX_BODY_CHARS } from '@/lib/features/posts/quotas';
import { POST_LANGUAGES, POST_STATUSES, type PostInput, type PostLanguage, type PostStatus } from '@/lib/features/posts/shared/types';
import { isValidSlug, slugify } from '@/lib/features/posts/shared/slug';

export const POST_DEFAULTS = { author: 'Otailo Team' } as const;

/** Lengths search engines show in full (longer still saves; the editor counts and says so). */
export const SEO_GUIDANCE = { title: 60, description: 160 } as const;
/** The editor's read time, in minutes. */
const MAX_READ_MINUTES = 240;

/**
 * Every field of the post editor, once: the characters it may hold, whether it must be filled,
 * whether its limit is a format's (too long is then just invalid), whether the revision comparison
 * shows it. The form, the checks below, revisions (lib/features/posts/revisions.ts) and the
 * comparison (lib/features/posts/revision-diff.ts) derive from this table.
 */
const FIELDS = {
  title: { limit: 300, required: true, compared: true },
  slug: { limit: 200, required: true, compared: true },
  excerpt: { limit: 1000, required: true, compared: true },
  category: { limit: 100, required: true, compared: true },
  author: { limit: 120, compared: true },
  date: { limit: 10, required: true, formatted: true, compared: true },
  readMinutes: { limit: 3, formatted: true },
  image: { limit: 2000, required: true, compared: true },
  imageCredit: { limit: 300, compared: true },
  fullContent: { limit: MAX_BODY_CHARS, required: true, compared: true },
  language: { limit: 2, formatted: true },
  status: { limit: 10, formatted: true },
  seoTitle: { limit: 300, compared: true },
  seoDescription: { limit: 500, compared: true },
  socialImage: { limit: 5, formatted: true },
  /** Sent as the editor's time; stored as the post's `publishedAt`. */
  publishAt: { limit: 40, formatted: true },
} as const satisfies Record<string, { limit: number; required?: true; formatted?: true; compared?: true }>;

export type PostField = keyof typeof FIELDS;
export const POST_FIELDS = Object.keys(FIELDS) as PostField[];
type Rule = { limit: number; required?: true; formatted?: true; compared?: true };
const rule = (field: PostField): Rule => FIELDS[field];

/** Characters each field may hold. */
export const LIMITS = Object.fromEntries(POST_FIELDS.map((field) => [field, rule(field).limit])) as Record<PostField, number>;
const REQUIRED = POST_FIELDS.filter((field) => rule(field).required);
const FORMATTED = POST_FIELDS.filter((field) => rule(field).formatted);

/** The fields a revision comparison shows: what a writer types, none of the settings. */
export const COMPARED_FIELDS = POST_FIELDS.filter((field) => rule(field).compared) as Extract<PostField, keyof PostInput>[];

/** A post's fields as stored (PostInput): the form's, with its publication time under its stored name. */
export const STORED_FIELDS = POST_FIELDS.map((field) => (field === 'publishAt' ? 'publishedAt' : field)) as (keyof PostInput)[];

export type PostInputResult =
  | { ok: true; input: PostInput }
  | { ok: false; error: 'required' }
  | { ok: false; error: 'invalid-slug' }
  | { ok: false; error: 'invalid'; field: PostField }
  | { ok: false; error: 'too-long'; field: PostField; limit: number }
  /** A publication time that is no real instant the database can hold (30 February, year 10000). */
  | { ok: false; error: 'invalid-schedule' }
  /** A body the page could not display (see lib/features/posts/body-structure.ts). */
  | { ok: false; error: 'unrenderable-body'; problem: BodyStructureProblem };

/** A calendar day that exists (`2026-02-30` does not). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const INSTANT = /^([1-9]\d{3})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * A publication time as sent (the editor sends UTC; an offset may be named, none means UTC) as an
 * ISO instant, or null: the day must exist (`new Date` makes 30 February 2 March) and the year fit
 * four digits (PostgreSQL cannot read `+010000-…`).
 */
export function scheduleInstant(text: string): string | null {
  const match = INSTANT.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '00', fraction = '', zone = 'Z'] = match;
  if (!isIsoDate(`${year}-${month}-${day}`) || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  const at = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${fraction}${zone}`);
  return Number.isNaN(at.getTime()) || at.getUTCFullYear() > 9999 ? null : at.toISOString();
}

/**
 * An image the pages can show: a plain path under /images/ or /uploads/, or an http(s) URL; never
 * `javascript:`, `data:`, a query string or `..` (the same decision the pages make).
 */
export function isImageUrl(value: string): boolean {
  return imageSource(value).kind !== 'unusable';
}

export function readPostInput(raw: Partial<Record<PostField, string>>): PostInputResult {
  const value = (field: PostField) => (raw[field] ?? '').replace(/\r\n?/g, '\n').trim();
  if (REQUIRED.some((field) => value(field) === '')) return { ok: false, error: 'required' };
  for (const field of POST_FIELDS) {
    if (value(field).length <= LIMITS[field]) continue;
    return FORMATTED.includes(field) ? { ok: false, error: 'invalid', field } : { ok: false, error: 'too-long', field, limit: LIMITS[field] };
  }
  const slug = slugify(value('slug'));
  if (!isValidSlug(slug)) return { ok: false, error: 'invalid-slug' };
  if (!isIsoDate(value('date'))) return { ok: false, error: 'invalid', field: 'date' };
  if (!isImageUrl(value('image'))) return { ok: false, error: 'invalid', field: 'image' };
  const body = checkBodyStructure(value('fullContent'));
  if (!body.ok) return { ok: false, error: 'unrenderable-body', problem: body.problem };
  const language = value('language') || 'en';
  // Absent (a script, an old form), a post is a draft, as the editor's own default: publishing is always chosen.
  const status = value('status') || 'draft';
  if (!(POST_LANGUAGES as readonly string[]).includes(language)) return { ok: false, error: 'invalid', field: 'language' };
  if (!(POST_STATUSES as readonly string[]).includes(status)) return { ok: false, error: 'invalid', field: 'status' };
  const readMinutes = minutesOf(value('readMinutes'));
  if (readMinutes === undefined) return { ok: false, error: 'invalid', field: 'readMinutes' };
  if (!['', 'cover'].includes(value('socialImage'))) return { ok: false, error: 'invalid', field: 'socialImage' };
  const publishAt = value('publishAt');
  const publishedAt = publishAt ? scheduleInstant(publishAt) : null;
  if (publishAt && !publishedAt) return { ok: false, error: 'invalid-schedule' };
  return {
    ok: true,
    input: {
      title: value('title'),
      slug,
      excerpt: value('excerpt'),
      category: value('category'),
      author: value('author') || POST_DEFAULTS.author,
      date: value('date'),
      readMinutes,
      image: value('image'),
      imageCredit: value('imageCredit') || null,
      fullContent: value('fullContent'),
      language: language as PostLanguage,
      status: status as PostStatus,
      seoTitle: value('seoTitle') || null,
      seoDescription: value('seoDescription') || null,
      socialImage: value('socialImage') === 'cover' ? 'cover' : null,
      // The instant a scheduled post goes public (the browser sends it in UTC); the workflow
      // (lib/features/posts/shared/workflow.ts) decides what it becomes for other states.
      publishedAt: status === 'scheduled' ? publishedAt : null,
    },
  };
}

/** The read time typed: null when left empty (estimated from the body), undefined when no number of minutes. */
function minutesOf(text: string): number | null | undefined {
  if (text === '') return null;
  const minutes = /^\d{1,3}$/.test(text) ? Number(text) : 0;
  return minutes >= 1 && minutes <= MAX_READ_MINUTES ? minutes : undefined;
}

/** The slug field as the editor types: normalised, but a trailing hyphen is kept while typing. */
export function slugWhileTyping(text: string): string {
  const slug = slugify(text);
  return /[-\s_]$/.test(text) && slug ? `${slug}-` : slug;
}
