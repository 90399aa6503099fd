import type { ListSpec } from '@/lib/infra/util/list-query';
import { CONTENT_LANGUAGES } from '@/lib/features/publishing/shared/workflow';
import { RESOURCE_TYPES } from './types';

/** The admin resources list's sortable columns; `updated` first, its default. */
export const RESOURCE_LIST_SORTS = ['updated', 'title', 'downloads'] as const;
export type ResourceListSort = (typeof RESOURCE_LIST_SORTS)[number];

/** What the admin's resources list may be asked in its URL (lib/infra/util/list-query.ts): words, type, language, state. */
export const RESOURCES_LIST: ListSpec<ResourceListSort> = {
  sorts: RESOURCE_LIST_SORTS,
  defaultDir: { title: 'asc' },
  kinds: RESOURCE_TYPES,
  langs: CONTENT_LANGUAGES,
  statuses: ['draft', 'published'],
};
