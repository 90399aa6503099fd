/**
 * The directory's categories as the editors' screen sends them: slug, a name and an introduction
 * per language, and the order. Read as typed; one error code per wrong field, the screen says each
 * in the admin's language.
 */
export interface IntegrationCategory {
  id: number;
  slug: string;
  name: { en: string; es: string };
  intro: { en: string; es: string };
  position: number;
}

export type CategoryInput = Omit<IntegrationCategory, 'id'>;

export const CATEGORY_LIMITS = { slug: 20, name: 60, intro: 300, position: 9999, count: 50 } as const;
export const CATEGORY_FIELDS = ['slug', 'nameEn', 'nameEs', 'introEn', 'introEs', 'position'] as const;
export type CategoryField = (typeof CATEGORY_FIELDS)[number];
export type CategoryFormValues = Record<CategoryField, string>;
export type CategoryErrorCode = 'required' | 'tooLong' | 'invalid' | 'taken';
export type CategoryErrors = Partial<Record<CategoryField, CategoryErrorCode>>;

/** Lower-case letters, digits and hyphens: the filter's value in the directory's address (`?group=erp`). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug from a name when none was typed: "Warehouse Management" → "warehouse-management", cut to the limit. */
export const categorySlugOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, CATEGORY_LIMITS.slug)
    .replace(/^-+|-+$/g, '');

export function checkCategory(values: CategoryFormValues): { ok: true; category: CategoryInput } | { ok: false; errors: CategoryErrors } {
  const errors: CategoryErrors = {};
  const text = (name: CategoryField) => (values[name] ?? '').trim();
  const limited = (name: CategoryField, max: number, required: boolean) => {
    const value = text(name);
    if (required && !value) errors[name] = 'required';
    else if (value.length > max) errors[name] = 'tooLong';
    return value;
  };
  const nameEn = limited('nameEn', CATEGORY_LIMITS.name, true);
  const nameEs = limited('nameEs', CATEGORY_LIMITS.name, true);
  const slug = text('slug').toLowerCase() || categorySlugOf(nameEn);
  if (!errors.nameEn && (slug.length > CATEGORY_LIMITS.slug || !SLUG.test(slug))) errors.slug = 'invalid';
  const position = Number(text('position') || '0');
  if (!Number.isInteger(position) || position < 0 || position > CATEGORY_LIMITS.position) errors.position = 'invalid';
  const category: CategoryInput = {
    slug,
    name: { en: nameEn, es: nameEs },
    intro: { en: limited('introEn', CATEGORY_LIMITS.intro, false), es: limited('introEs', CATEGORY_LIMITS.intro, false) },
    position,
  };
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, category };
}

export const categoryValues = (category: CategoryInput): CategoryFormValues => ({
  slug: category.slug,
  nameEn: category.name.en,
  nameEs: category.name.es,
  introEn: category.intro.en,
  introEs: category.intro.es,
  position: String(category.position),
});

export const EMPTY_CATEGORY_VALUES: CategoryFormValues = { slug: '', nameEn: '', nameEs: '', introEn: '', introEs: '', position: '100' };
