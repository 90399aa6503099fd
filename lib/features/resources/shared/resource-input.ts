/**
 * The resource editor's fields and the rules a save must pass: the browser shows them, the server
 * action enforces them. Every field is read as typed ("what's inside" one item per line), so a
 * refused form comes back as it was, with one error code per wrong field.
 */
import { isValidSlug, slugify } from '@/lib/features/posts/shared/slug';
import { CONTENT_LANGUAGES } from '@/lib/features/publishing/shared/workflow';
import { RESOURCE_STATUSES, RESOURCE_TYPES, type ResourceInput } from './types';

export const RESOURCE_LIMITS = { title: 200, slug: 200, summary: 600, item: 300, items: 12 } as const;

export const RESOURCE_FIELDS = ['title', 'slug', 'language', 'status', 'type', 'access', 'summary', 'inside'] as const;
export type ResourceField = (typeof RESOURCE_FIELDS)[number];
export type ResourceFormValues = Record<ResourceField, string>;

/** `file*`: the upload's verdict (the PDF is checked by the action, beside the fields). */
export type ResourceErrorCode = 'required' | 'tooLong' | 'tooMany' | 'invalid' | 'taken';
export type ResourceErrors = Partial<Record<ResourceField, ResourceErrorCode>>;

export const EMPTY_RESOURCE_VALUES: ResourceFormValues = {
  ...(Object.fromEntries(RESOURCE_FIELDS.map((name) => [name, ''])) as ResourceFormValues),
  language: 'en',
  status: 'draft',
  type: 'guide',
  access: 'gated',
};

/** Checks the typed values; the publication instant is the store's (the first publish). */
export function checkResource(values: ResourceFormValues): { ok: true; resource: Omit<ResourceInput, 'publishedAt'> } | { ok: false; errors: ResourceErrors } {
  const errors: ResourceErrors = {};
  const text = (name: ResourceField) => (values[name] ?? '').trim();
  const required = (name: ResourceField, max: number) => {
    const value = text(name);
    if (!value) errors[name] = 'required';
    else if (value.length > max) errors[name] = 'tooLong';
    return value;
  };
  const oneOf = <const T extends string>(name: ResourceField, allowed: readonly T[]): T => {
    if ((allowed as readonly string[]).includes(text(name))) return text(name) as T;
    errors[name] = 'invalid';
    return allowed[0]!;
  };
  const title = required('title', RESOURCE_LIMITS.title);
  const slug = text('slug') || slugify(title);
  if (!errors.title && (slug.length > RESOURCE_LIMITS.slug || !isValidSlug(slug))) errors.slug = 'invalid';
  const inside = text('inside').split(/\r?\n/).map((item) => item.replace(/^[-*•]\s*/, '').trim()).filter(Boolean);
  if (inside.length === 0) errors.inside = 'required';
  else if (inside.length > RESOURCE_LIMITS.items) errors.inside = 'tooMany';
  else if (inside.some((item) => item.length > RESOURCE_LIMITS.item)) errors.inside = 'tooLong';
  const resource = {
    title,
    slug,
    language: oneOf('language', CONTENT_LANGUAGES),
    status: oneOf('status', RESOURCE_STATUSES),
    type: oneOf('type', RESOURCE_TYPES),
    gated: oneOf('access', ['gated', 'open'] as const) === 'gated',
    summary: required('summary', RESOURCE_LIMITS.summary),
    inside,
  };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, resource };
}

/** The form's values from a stored resource (to edit it). */
export function resourceValues(resource: Omit<ResourceInput, 'publishedAt'>): ResourceFormValues {
  return {
    title: resource.title,
    slug: resource.slug,
    language: resource.language,
    status: resource.status,
    type: resource.type,
    access: resource.gated ? 'gated' : 'open',
    summary: resource.summary,
    inside: resource.inside.join('\n'),
  };
}
