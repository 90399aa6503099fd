'use server';

import { previewLinkActions } from '@/lib/features/publishing';
import { openingPreviewLinks } from '@/lib/features/openings/preview-links';
import { backToManage, editableOpening } from '@/lib/features/openings/actions/opening-form';

/** Shareable preview links to an opening as it will look (the mechanism posts and stories use). */
const actions = previewLinkActions({
  kind: 'opening',
  permission: 'openings',
  editable: editableOpening,
  links: openingPreviewLinks,
  backToManage,
  manage: { list: '/manage/openings', entry: '/manage/openings' },
  failureLog: 'admin: creating an opening preview link failed',
});

/** A shareable preview link to an opening as it will look. */
export const shareOpeningPreviewAction = actions.share;
/** Ends an opening's preview link at once. */
export const revokeOpeningPreviewAction = actions.revoke;
