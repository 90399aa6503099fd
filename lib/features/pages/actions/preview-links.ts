'use server';

import { actionClient } from '@/lib/infra/http/server-action';
import { signedInWith } from '@/lib/features/people';
import { can } from '@/lib/features/people/shared/permissions';
import type { AuthUser } from '@/lib/features/people/shared/types';
import { deniedShare, failedShare, revokePreviewInput, revokePreviewLink, sharePreviewInput, sharePreviewLink, type PreviewLinkKind } from '@/lib/features/publishing';
import { redirect } from 'next/navigation';
import type { RawForm } from '@/lib/infra/http/server-action';
import { adminPages, pagePreviewLinks } from '../repository';
import { mayChangePage } from '../service';
import type { Page } from '../shared/types';

/** The page with this id when the account may change it (an author: their own unpublished page), else null. */
async function editablePage(user: AuthUser, id: number | null): Promise<Page | null> {
  if (!id || !can(user.role, 'pages')) return null;
  const page = await adminPages.byId(id);
  return page && mayChangePage(user, page) ? page : null;
}

/** Shareable preview links to a page as it will look (the mechanism posts and stories use). */
const pageLinks: PreviewLinkKind<Page> = {
  kind: 'page',
  editable: editablePage,
  links: pagePreviewLinks,
  manage: { list: '/manage/pages', entry: '/manage/pages' },
  failureLog: 'admin: creating a page preview link failed',
};

const backToPages = (_reason: unknown, raw: RawForm): never => redirect(`/${raw.locale === 'es' ? 'es' : 'en'}/manage`);

export const sharePagePreviewAction = actionClient
  .input(sharePreviewInput)
  .use(signedInWith('pages', deniedShare))
  .onInvalid(failedShare)
  .stateAction(({ input, ctx }) => sharePreviewLink(pageLinks, input, ctx));

export const revokePagePreviewAction = actionClient
  .input(revokePreviewInput)
  .use(signedInWith<void>('pages', backToPages))
  .onInvalid(({ raw }) => backToPages(null, raw))
  .formAction(({ input, ctx }) => revokePreviewLink(pageLinks, input, ctx));
