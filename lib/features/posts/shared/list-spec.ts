import type { ListSpec } from '@/lib/infra/util/list-query';
import { POST_LANGUAGES, POST_SORTS, POST_STATUSES, type PostSort } from './types';

/** What the admin's posts list may be asked in its URL (lib/infra/util/list-query.ts): its sorts and filters. */
export const POSTS_LIST: ListSpec<PostSort> = {
  sorts: POST_SORTS,
  defaultDir: { title: 'asc', status: 'asc' },
  statuses: POST_STATUSES,
  langs: POST_LANGUAGES,
  author: true,
  category: true,
};
