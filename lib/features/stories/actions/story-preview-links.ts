'use server';

import { actionClient } from '@/lib/infra/http/server-action';
import { signedInWith } from '@/lib/features/people';
import { deniedShare, failedShare, revokePreviewInput, revokePreviewLink, sharePreviewInput, sharePreviewLink, type PreviewLinkKind } from '@/lib/features/publishing';
import { storyPreviewLinks } from '@/lib/features/stories/preview-links';
import type { Story } from '@/lib/features/stories/shared/types';
import { backToManage, editableStory } from '@/lib/features/stories/actions/story-form';

/** Shareable preview links to a story as it will look (the mechanism posts and openings use). */
const storyLinks: PreviewLinkKind<Story> = {
  kind: 'story',
  editable: editableStory,
  links: storyPreviewLinks,
  manage: { list: '/manage/customers', entry: '/manage/customers' },
  failureLog: 'admin: creating a story preview link failed',
};

/** A shareable preview link to a story as it will look. */
export const shareStoryPreviewAction = actionClient
  .input(sharePreviewInput)
  .use(signedInWith('stories', deniedShare))
  .onInvalid(failedShare)
  .stateAction(({ input, ctx }) => sharePreviewLink(storyLinks, input, ctx));

/** Ends a story's preview link at once. */
export const revokeStoryPreviewAction = actionClient
  .input(revokePreviewInput)
  .use(signedInWith<void>('stories', backToManage))
  .onInvalid(({ raw }) => backToManage(null, raw))
  .formAction(({ input, ctx }) => revokePreviewLink(storyLinks, input, ctx));
