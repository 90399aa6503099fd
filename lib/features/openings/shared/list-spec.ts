import type { ListSpec } from '@/lib/infra/util/list-query';
import { CONTENT_LANGUAGES, CONTENT_STATUSES } from '@/lib/features/publishing/shared/workflow';

/** The admin openings list's sortable columns; `updated` first, its default. */
export const OPENING_LIST_SORTS = ['updated', 'title', 'team', 'status', 'validThrough'] as const;
export type OpeningListSort = (typeof OPENING_LIST_SORTS)[number];

/** What the admin's openings list may be asked in its URL (lib/infra/util/list-query.ts). */
export const OPENINGS_LIST: ListSpec<OpeningListSort> = {
  sorts: OPENING_LIST_SORTS,
  defaultDir: { title: 'asc', team: 'asc', status: 'asc', validThrough: 'asc' },
  statuses: CONTENT_STATUSES,
  langs: CONTENT_LANGUAGES,
};
