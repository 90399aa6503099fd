import type { OpeningInput } from './shared/types';

/** A complete live opening for the data-layer tests, with a fresh slug unless one is given. */
export const openingInput = (over: Partial<OpeningInput> = {}): OpeningInput => ({
  slug: `opening-${Math.random().toString(36).slice(2, 10)}`,
  language: 'en',
  status: 'published',
  publishedAt: new Date(Date.now() - 60_000).toISOString(),
  title: 'An opening',
  team: 'Sales',
  locationType: 'remote',
  location: 'Remote',
  countries: ['US'],
  employmentType: 'FULL_TIME',
  summary: 'Summary',
  responsibilities: ['Do'],
  requirements: ['Know'],
  benefits: [],
  applyEmail: 'careers@example.com',
  applyUrl: null,
  validThrough: new Date(Date.now() + 86_400_000).toISOString(),
  ...over,
});
