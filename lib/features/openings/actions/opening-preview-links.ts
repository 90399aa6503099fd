'use server';

import { actionClient } from '@/lib/infra/http/server-action';
import { signedInWith } from '@/lib/features/people';
import { deniedShare, failedShare, revokePreviewInput, revokePreviewLink, sharePreviewInput, sharePreviewLink, type PreviewLinkKind } from '@/lib/features/publishing';
import { openingPreviewLinks } from '@/lib/features/openings/preview-links';
import type { Opening } from '@/lib/features/openings/shared/types';
import { backToManage, editableOpening } from '@/lib/features/openings/actions/opening-form';

/** Shareable preview links to an opening as it will look (the mechanism posts and stories use). */
const openingLinks: PreviewLinkKind<Opening> = {
  kind: 'opening',
  editable: editableOpening,
  links: openingPreviewLinks,
  manage: { list: '/manage/openings', entry: '/manage/openings' },
  failureLog: 'admin: creating an opening preview link failed',
};

/** A shareable preview link to an opening as it will look. */
export const shareOpeningPreviewAction = actionClient
  .input(sharePreviewInput)
  .use(signedInWith('openings', deniedShare))
  .onInvalid(failedShare)
  .stateAction(({ input, ctx }) => sharePreviewLink(openingLinks, input, ctx));

/** Ends an opening's preview link at once. */
export const revokeOpeningPreviewAction = actionClient
  .input(revokePreviewInput)
  .use(signedInWith<void>('openings', backToManage))
  .onInvalid(({ raw }) => backToManage(null, raw))
  .formAction(({ input, ctx }) => revokePreviewLink(openingLinks, input, ctx));
