'use server';

import { actionClient } from '@/lib/infra/http/server-action';
import { signedInWith } from '@/lib/features/people';
import { deniedShare, failedShare, revokePreviewInput, revokePreviewLink, sharePreviewInput, sharePreviewLink, type PreviewLinkKind } from '@/lib/features/publishing';
import { backToManage, editablePost } from '@/lib/features/posts/actions/shared';
import { previewLinkStore } from '@/lib/features/posts/preview-links.server';
import type { Post } from '@/lib/features/posts/shared/types';

/** Shareable preview links to a post as it will look (the mechanism stories and openings use). */
const postLinks: PreviewLinkKind<Post> = {
  kind: 'post',
  editable: editablePost,
  links: previewLinkStore,
  // Someone who may not change the post goes back to the admin area's start (the posts' list).
  manage: { list: '/manage', entry: '/manage/posts' },
  failureLog: 'admin: creating a preview link failed',
};

/** A shareable preview link to a post as it will look. */
export const sharePreviewAction = actionClient
  .input(sharePreviewInput)
  .use(signedInWith('posts', deniedShare))
  .onInvalid(failedShare)
  .stateAction(({ input, ctx }) => sharePreviewLink(postLinks, input, ctx));

/** Shareable preview links end when whoever may edit the post revokes them. */
export const revokePreviewAction = actionClient
  .input(revokePreviewInput)
  .use(signedInWith<void>('posts', backToManage))
  .onInvalid(({ raw }) => backToManage(null, raw))
  .formAction(({ input, ctx }) => revokePreviewLink(postLinks, input, ctx));
