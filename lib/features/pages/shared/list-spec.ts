import type { ListSpec } from '@/lib/infra/util/list-query';
import { CONTENT_LANGUAGES, CONTENT_STATUSES } from '@/lib/features/publishing/shared/workflow';
import { PAGE_SORTS, type PageSort } from './types';

/** What the admin's pages list may be asked in its URL (lib/infra/util/list-query.ts). */
export const PAGES_LIST: ListSpec<PageSort> = {
  sorts: PAGE_SORTS,
  defaultDir: { title: 'asc', status: 'asc' },
  statuses: CONTENT_STATUSES,
  langs: CONTENT_LANGUAGES,
  author: true,
};
