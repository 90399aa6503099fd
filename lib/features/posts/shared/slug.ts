/** Slugs are the same for every kind of content: they live in lib/features/publishing/shared/slug.ts. */
export { isValidSlug, SLUG_PATTERN, slugify } from '@/lib/features/publishing/shared/slug';
