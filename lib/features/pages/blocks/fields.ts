/**
 * The field kinds blocks are built from. Each builder is a zod/mini schema that bounds its input
 * (length, count, URL and media shape) and registers its editor kind in `fieldKinds`, so the
 * editor's form is read off the same schemas the server enforces (describe.ts).
 */
import * as z from 'zod/mini';

/** The error codes a refused block carries (zod issue messages); both message files translate them (`blocks.errors`). */
export const BLOCK_ERRORS = ['required', 'tooLong', 'tooLarge', 'tooMany', 'tooFew', 'invalid', 'invalidUrl', 'invalidMedia', 'invalidDate', 'duplicateAnchor'] as const;
export type BlockErrorCode = (typeof BLOCK_ERRORS)[number];

export type FieldKind = 'text' | 'longText' | 'url' | 'number' | 'date' | 'select' | 'boolean' | 'media' | 'storyRef' | 'integrationRef' | 'resourceRef' | 'anchor';
export type MediaKind = 'image' | 'video' | 'captions';

export interface FieldMeta {
  kind: FieldKind;
  media?: MediaKind;
}

/** Editor kinds by schema instance: what describe.ts reads back. */
export const fieldKinds = z.registry<FieldMeta>();

function tagged<T extends z.ZodMiniType>(schema: T, meta: FieldMeta): T {
  fieldKinds.add(schema, meta);
  return schema;
}

const required = z.minLength(1, 'required');

/** One line of text, at most `max` characters; blank is refused. */
export const text = (max: number) => tagged(z.string().check(z.trim(), required, z.maxLength(max, 'tooLong')), { kind: 'text' });

/** Several lines or paragraphs (plain text, or the rich-text block's Markdown). */
export const longText = (max: number) => tagged(z.string().check(z.trim(), required, z.maxLength(max, 'tooLong')), { kind: 'longText' });

// A site path: one leading slash (not `//host`), no backslash, whitespace or control characters
// (which a browser may read differently), and no `..` segment.
const SITE_PATH = /^\/(?!\/)(?!.*(?:^|\/)\.\.?(?:\/|$|[?#]))[^\s\\\u0000-\u001f\u007f-\u009f]*$/;
const UNSAFE = /[\s\\\u0000-\u001f\u007f-\u009f]/;
export const MAX_URL = 500;

/** A place on the same page: `#` and a block's anchor or a section's id. */
const SAME_PAGE = /^#[a-z][a-z0-9-]{0,39}$/;

/** A link target: a path of this site (`/book-demo`, `/blog/x#y`), a place on the page (`#pricing`) or an https address; nothing else (no `javascript:`, no `http:`). */
export function isSafeHref(value: string): boolean {
  if (value.length > MAX_URL) return false;
  if (value.startsWith('#')) return SAME_PAGE.test(value);
  if (value.startsWith('/')) return SITE_PATH.test(value);
  if (UNSAFE.test(value) || !value.startsWith('https://')) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

export const url = () =>
  tagged(
    z.string().check(
      z.trim(),
      required,
      z.maxLength(MAX_URL, 'tooLong'),
      z.refine(isSafeHref, 'invalidUrl'),
    ),
    { kind: 'url' },
  );

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
// Uploaded files are named by the uploads store (`/uploads/{uuid}.{ext}`); images may also be the
// site's own bundled ones (`/images/…`, folder and file names without `..`).
const MEDIA: Record<MediaKind, RegExp> = {
  image: new RegExp(`^(?:/uploads/${UUID}\\.(?:png|jpg|webp|avif)|/images(?:/(?!\\.\\.?(?:/|$))[A-Za-z0-9._-]+)+\\.(?:png|jpg|jpeg|webp|avif|svg))$`),
  video: new RegExp(`^/uploads/${UUID}\\.(?:mp4|webm)$`),
  captions: new RegExp(`^/uploads/${UUID}\\.vtt$`),
};

export function isMediaPath(kind: MediaKind, value: string): boolean {
  return value.length <= 200 && MEDIA[kind].test(value);
}

/** A stored file of the site, by its path: an uploaded or bundled image, an uploaded video or captions file. */
export const media = (kind: MediaKind) =>
  tagged(z.string().check(z.trim(), required, z.maxLength(200, 'tooLong'), z.refine((value) => isMediaPath(kind, value), 'invalidMedia')), {
    kind: 'media',
    media: kind,
  });

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date as `YYYY-MM-DD` that exists (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const date = () => tagged(z.string().check(z.trim(), required, z.refine(isIsoDate, 'invalidDate')), { kind: 'date' });

/** A whole number within bounds (prices, in the currency's units). */
export const number = (min: number, max: number) =>
  tagged(z.number().check(z.int('invalid'), z.gte(min, 'invalid'), z.lte(max, 'tooLarge')), { kind: 'number' });

export const select = <const T extends readonly [string, ...string[]]>(values: T) => tagged(z.enum(values, 'invalid'), { kind: 'select' });

export const boolean = () => tagged(z.boolean('invalid'), { kind: 'boolean' });

/** A customer story, by its id (the page's loader resolves it to what the block shows). */
export const storyRef = () => tagged(z.number().check(z.int('invalid'), z.positive('invalid'), z.lte(2 ** 31 - 1, 'invalid')), { kind: 'storyRef' });

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An integration or a resource, by its slug (the loader resolves it). */
export const slugRef = (kind: 'integrationRef' | 'resourceRef') =>
  tagged(z.string().check(z.trim(), required, z.maxLength(200, 'tooLong'), z.regex(SLUG, 'invalid')), { kind });

/** The block's anchor on the page (`#pricing`): its wrapper's id, unique on the page. */
export const ANCHOR = /^[a-z][a-z0-9-]{0,39}$/;
// Ids the layout already uses, and the `-title` ids blocks give their headings.
const TAKEN_ANCHOR = /^(?:main|footer-newsletter)$|-title$/;
export const anchor = () =>
  tagged(z.string().check(z.trim(), required, z.maxLength(40, 'tooLong'), z.regex(ANCHOR, 'invalid'), z.refine((value) => !TAKEN_ANCHOR.test(value), 'invalid')), { kind: 'anchor' });

/** An ordered list of at most `max` items (and at least `min`). */
export const list = <T extends z.ZodMiniType>(item: T, max: number, min = 0) =>
  z.array(item).check(z.minLength(min, min === 1 ? 'required' : 'tooFew'), z.maxLength(max, 'tooMany'));

export const optional = <T extends z.ZodMiniType>(schema: T) => z.optional(schema);

/**
 * A button or link: its text and target. A button to the demo (`/demo`) may leave its text blank
 * and shows the site's demo label (site settings), so one setting renames every such button.
 */
export const cta = (labelMax = 40) =>
  z.object({ label: optional(text(labelMax)), href: url() }).check(z.refine((link) => link.label !== undefined || link.href === '/demo', { message: 'required', path: ['label'] }));
