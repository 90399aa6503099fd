'use server';

import { previewLinkActions } from '@/lib/features/publishing';
import { storyPreviewLinks } from '@/lib/features/stories/preview-links';
import { backToManage, editableStory } from '@/lib/features/stories/actions/story-form';

/** Shareable preview links to a story as it will look (the mechanism posts and openings use). */
const actions = previewLinkActions({
  kind: 'story',
  permission: 'stories',
  editable: editableStory,
  links: storyPreviewLinks,
  backToManage,
  manage: { list: '/manage/customers', entry: '/manage/customers' },
  failureLog: 'admin: creating a story preview link failed',
});

/** A shareable preview link to a story as it will look. */
export const shareStoryPreviewAction = actions.share;
/** Ends a story's preview link at once. */
export const revokeStoryPreviewAction = actions.revoke;
