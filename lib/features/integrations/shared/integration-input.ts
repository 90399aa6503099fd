/**
 * The integration editor's fields and the rules a save must pass: the browser shows them, the server
 * action enforces them. Fields are read as typed (lists one item per line), so a refused form comes
 * back as it was, with one error code per wrong field.
 */
import * as z from 'zod/mini';
import { isUploadedImageUrl } from '@/lib/infra/uploads/image-source';
import { slugify, isValidSlug } from '@/lib/features/posts/shared/slug';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@/lib/features/publishing/shared/workflow';
import { INTEGRATION_AVAILABILITIES, INTEGRATION_STATUSES, MARK_ICONS, type MarkIcon, type IntegrationCopy, type IntegrationInput, type StoredMark } from './types';

export const INTEGRATION_LIMITS = { name: 120, slug: 200, description: 300, item: 300, items: 12, caption: 40, wordmarkLine: 40, url: 500 } as const;

const COPY_FIELDS = ['description', 'syncsIn', 'syncsOut', 'setup', 'requirements'] as const;
type CopyField = (typeof COPY_FIELDS)[number];
/** `descriptionEn`, `setupEs`…: each language's copy has its own fields. */
type LocalizedField = `${CopyField}${'En' | 'Es'}`;
const localized = (field: CopyField, language: ContentLanguage) => `${field}${language === 'en' ? 'En' : 'Es'}` as LocalizedField;

export const INTEGRATION_FIELDS = [
  'name',
  'slug',
  'category',
  'availability',
  'status',
  'markKind',
  'markIcon',
  'markCaption',
  'markLines',
  'markColor',
  /** The uploaded logo's address, kept by a hidden field (a new file is stored by the save action). */
  'logo',
  'docsUrl',
  'position',
  ...CONTENT_LANGUAGES.flatMap((language) => COPY_FIELDS.map((field) => localized(field, language))),
] as const;
export type IntegrationField = (typeof INTEGRATION_FIELDS)[number] | LocalizedField;
export type IntegrationFormValues = Record<IntegrationField, string>;

export type IntegrationErrorCode = 'required' | 'tooLong' | 'tooMany' | 'invalid' | 'taken' | 'logoMissing';
export type IntegrationErrors = Partial<Record<IntegrationField, IntegrationErrorCode>>;

const DEFAULT_WORDMARK_COLOR = '#1f2937';

export const EMPTY_INTEGRATION_VALUES: IntegrationFormValues = {
  ...(Object.fromEntries(INTEGRATION_FIELDS.map((name) => [name, ''])) as IntegrationFormValues),
  category: 'ecommerce',
  availability: 'live',
  status: 'draft',
  markKind: 'wordmark',
  markColor: DEFAULT_WORDMARK_COLOR,
  position: '0',
};

/** The logo styles the editor offers: an uploaded image, a library icon, or a wordmark. */
export const MARK_KINDS = ['image', 'icon', 'wordmark'] as const;
export type MarkKind = (typeof MARK_KINDS)[number];

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
// Documentation opens from the page: https only, never a script or plain-http address.
const httpsUrl = z.url({ protocol: /^https$/ });

/** The categories every installation starts with (migration 0035); the editors' list is the table's. */
export const STARTING_CATEGORIES = ['ecommerce', 'shipping', 'oms', 'fraud'] as const;

/** Checks the typed values; `categories`: the slugs the category may be (the editors' list). */
export function checkIntegration(values: IntegrationFormValues, categories: readonly string[] = STARTING_CATEGORIES): { ok: true; integration: IntegrationInput } | { ok: false; errors: IntegrationErrors } {
  const errors: IntegrationErrors = {};
  const text = (name: IntegrationField) => (values[name] ?? '').trim();
  const required = (name: IntegrationField, max: number) => {
    const value = text(name);
    if (!value) errors[name] = 'required';
    else if (value.length > max) errors[name] = 'tooLong';
    return value;
  };
  const oneOf = <const T extends string>(name: IntegrationField, allowed: readonly T[]): T => {
    if ((allowed as readonly string[]).includes(text(name))) return text(name) as T;
    errors[name] = 'invalid';
    return allowed[0]!;
  };
  const list = (name: IntegrationField, max: number = INTEGRATION_LIMITS.items) => {
    const items = text(name).split(/\r?\n/).map((item) => item.replace(/^[-*•]\s*/, '').trim()).filter(Boolean);
    if (items.length > max) errors[name] = 'tooMany';
    else if (items.some((item) => item.length > INTEGRATION_LIMITS.item)) errors[name] = 'tooLong';
    return items;
  };
  const copyIn = (language: ContentLanguage): IntegrationCopy => ({
    description: required(localized('description', language), INTEGRATION_LIMITS.description),
    syncsIn: list(localized('syncsIn', language)),
    syncsOut: list(localized('syncsOut', language)),
    setup: list(localized('setup', language)),
    requirements: list(localized('requirements', language)),
  });

  const name = required('name', INTEGRATION_LIMITS.name);
  const slug = text('slug') || slugify(name);
  if (!errors.name && !isValidSlug(slug)) errors.slug = 'invalid';
  const docsUrl = text('docsUrl') || null;
  if (docsUrl && (docsUrl.length > INTEGRATION_LIMITS.url || !httpsUrl.safeParse(docsUrl).success)) errors.docsUrl = 'invalid';
  const logo = text('logo') || null;
  if (logo && !isUploadedImageUrl(logo)) errors.logo = 'invalid';
  const position = Number(text('position') || '0');
  if (!Number.isInteger(position) || position < 0 || position > 9999) errors.position = 'invalid';

  const integration: IntegrationInput = {
    name,
    slug,
    category: oneOf('category', categories),
    availability: oneOf('availability', INTEGRATION_AVAILABILITIES),
    status: oneOf('status', INTEGRATION_STATUSES),
    mark: readMark(logoStyle(oneOf('markKind', MARK_KINDS), logo, text('markLines')), name, logo, { text, list, errors }),
    logo,
    copy: { en: copyIn('en'), es: copyIn('es') },
    docsUrl,
    position,
  };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, integration };
}

interface Reading {
  text: (name: IntegrationField) => string;
  list: (name: IntegrationField, max?: number) => string[];
  errors: IntegrationErrors;
}

/**
 * The style follows what was uploaded: a logo sent with the default wordmark style left empty is the
 * image style (no one is asked for a wordmark they will not see).
 */
const logoStyle = (chosen: MarkKind, logo: string | null, wordmark: string): MarkKind => (chosen === 'wordmark' && logo && !wordmark ? 'image' : chosen);

/**
 * The stored mark. The image style keeps a wordmark of the name behind the logo (shown should the
 * logo be removed) and needs a logo; the other styles need their own fields.
 */
function readMark(kind: MarkKind, name: string, logo: string | null, { text, list, errors }: Reading): StoredMark {
  if (kind === 'image') {
    if (!logo) errors.logo = 'logoMissing';
    return markBehindLogo(name, text, list);
  }
  const caption = text('markCaption');
  if (caption.length > INTEGRATION_LIMITS.caption) errors.markCaption = 'tooLong';
  if (kind === 'icon') {
    const icon = text('markIcon').toLowerCase() as MarkIcon;
    if (!icon) errors.markIcon = 'required';
    else if (!MARK_ICONS.includes(icon)) errors.markIcon = 'invalid';
    return caption ? { kind, icon, caption } : { kind, icon };
  }
  const lines = list('markLines', 2);
  if (lines.length === 0) errors.markLines = 'required';
  else if (lines.some((line) => line.length > INTEGRATION_LIMITS.wordmarkLine)) errors.markLines = 'tooLong';
  const color = text('markColor');
  if (!HEX_COLOR.test(color)) errors.markColor = 'invalid';
  return { kind, lines: lines.slice(0, 2) as [string] | [string, string], color: color.toLowerCase() };
}

/** The mark kept behind an uploaded logo: the icon or wordmark still filled in when usable (nothing refused: it is not shown), else the name. */
function markBehindLogo(name: string, text: Reading['text'], list: Reading['list']): StoredMark {
  const icon = text('markIcon').toLowerCase() as MarkIcon;
  const caption = text('markCaption').slice(0, INTEGRATION_LIMITS.caption);
  if (MARK_ICONS.includes(icon)) return caption ? { kind: 'icon', icon, caption } : { kind: 'icon', icon };
  const lines = list('markLines', 2).map((line) => line.slice(0, INTEGRATION_LIMITS.wordmarkLine));
  const color = HEX_COLOR.test(text('markColor')) ? text('markColor').toLowerCase() : DEFAULT_WORDMARK_COLOR;
  return { kind: 'wordmark', lines: (lines.length ? lines.slice(0, 2) : [name.slice(0, INTEGRATION_LIMITS.wordmarkLine) || '—']) as [string] | [string, string], color };
}

/** The form's values from a stored integration (to edit it). */
export function integrationValues(integration: IntegrationInput): IntegrationFormValues {
  const values: IntegrationFormValues = {
    ...EMPTY_INTEGRATION_VALUES,
    name: integration.name,
    slug: integration.slug,
    category: integration.category,
    availability: integration.availability,
    status: integration.status,
    // An uploaded logo is shown instead of the mark: the editor says so.
    markKind: integration.logo ? 'image' : integration.mark.kind,
    markIcon: integration.mark.kind === 'icon' ? integration.mark.icon : '',
    markCaption: integration.mark.kind === 'icon' ? (integration.mark.caption ?? '') : '',
    markLines: integration.mark.kind === 'wordmark' ? integration.mark.lines.join('\n') : '',
    markColor: integration.mark.kind === 'wordmark' ? integration.mark.color : EMPTY_INTEGRATION_VALUES.markColor,
    logo: integration.logo ?? '',
    docsUrl: integration.docsUrl ?? '',
    position: String(integration.position),
  };
  for (const language of CONTENT_LANGUAGES) {
    const copy = integration.copy[language];
    values[localized('description', language)] = copy.description;
    for (const field of ['syncsIn', 'syncsOut', 'setup', 'requirements'] as const) values[localized(field, language)] = copy[field].join('\n');
  }
  return values;
}
