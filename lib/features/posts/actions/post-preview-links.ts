'use server';

import { previewLinkActions } from '@/lib/features/publishing';
import { backToManage, editablePost } from '@/lib/features/posts/actions/shared';
import { previewLinkStore } from '@/lib/features/posts/preview-links.server';

/** Shareable preview links to a post as it will look (the mechanism stories and openings use). */
const actions = previewLinkActions({
  kind: 'post',
  permission: 'posts',
  editable: editablePost,
  links: previewLinkStore,
  backToManage,
  // Someone who may not change the post goes back to the admin area's start (the posts' list).
  manage: { list: '/manage', entry: '/manage/posts' },
  failureLog: 'admin: creating a preview link failed',
});

/** A shareable preview link to a post as it will look. */
export const sharePreviewAction = actions.share;
/** Shareable preview links end when whoever may edit the post revokes them. */
export const revokePreviewAction = actions.revoke;
