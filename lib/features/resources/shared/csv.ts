import type { CsvCell } from '@/lib/infra/util/csv';
import type { Resource } from './types';

/** The resources export's columns (app/api/admin/resources/export): what the admin list shows, by code. */
export const RESOURCE_CSV_COLUMNS = ['id', 'title', 'slug', 'language', 'type', 'status', 'access', 'pdf_bytes', 'downloads', 'published_at', 'updated_at'] as const;

/** One resource as a row of the export, in RESOURCE_CSV_COLUMNS' order (an empty `pdf_bytes`: no PDF yet). */
export function resourceCsvRow(resource: Resource): CsvCell[] {
  return [
    resource.id,
    resource.title,
    resource.slug,
    resource.language,
    resource.type,
    resource.status,
    resource.gated ? 'gated' : 'open',
    resource.fileSize,
    resource.downloads,
    resource.publishedAt,
    resource.updatedAt,
  ];
}
