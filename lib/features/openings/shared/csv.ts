import type { CsvCell } from '@/lib/infra/util/csv';
import { CONTENT_LANGUAGES } from '@/lib/features/publishing/shared/workflow';
import type { Opening } from './types';

/** The openings export's columns (app/api/admin/openings/export): the title in each language (its translation's), codes rather than labels. */
export const OPENING_CSV_COLUMNS = [
  'id',
  ...CONTENT_LANGUAGES.map((language) => `title_${language}` as const),
  'slug',
  'language',
  'status',
  'team',
  'location_type',
  'location',
  'countries',
  'employment_type',
  'valid_through',
  'published_at',
  'updated_at',
] as const;

type CsvOpening = Pick<Opening, 'id' | 'title' | 'slug' | 'language' | 'status' | 'translationGroup' | 'team' | 'locationType' | 'location' | 'countries' | 'employmentType' | 'validThrough' | 'publishedAt' | 'updatedAt'>;

/**
 * The openings as rows of the export, in OPENING_CSV_COLUMNS' order: each row's own title in its
 * language's column, its translation's (found among `rows` and `translations`) in the other's.
 */
export function openingCsvRows(rows: readonly CsvOpening[], translations: readonly CsvOpening[] = []): CsvCell[][] {
  const known = [...rows, ...translations];
  return rows.map((opening) => {
    const titleIn = (language: string) =>
      opening.language === language ? opening.title : known.find((other) => other.id !== opening.id && other.language === language && opening.translationGroup !== null && other.translationGroup === opening.translationGroup)?.title;
    return [
      opening.id,
      ...CONTENT_LANGUAGES.map(titleIn),
      opening.slug,
      opening.language,
      opening.status,
      opening.team,
      opening.locationType,
      opening.location,
      opening.countries.join(' '),
      opening.employmentType,
      opening.validThrough,
      opening.publishedAt,
      opening.updatedAt,
    ];
  });
}
