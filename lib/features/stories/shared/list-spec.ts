import type { ListSpec } from '@/lib/infra/util/list-query';
import { CONTENT_LANGUAGES, CONTENT_STATUSES } from '@/lib/features/publishing/shared/workflow';
import { STORY_SORTS, type StorySort } from './types';

/** What the admin's stories list may be asked in its URL (lib/infra/util/list-query.ts). */
export const STORIES_LIST: ListSpec<StorySort> = {
  sorts: STORY_SORTS,
  defaultDir: { title: 'asc', status: 'asc' },
  statuses: CONTENT_STATUSES,
  langs: CONTENT_LANGUAGES,
  author: true,
};
