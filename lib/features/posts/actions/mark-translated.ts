'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { localeField, serialIdField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import { backToManage, mayEditPostId } from '@/lib/features/posts/actions/shared';
import { markPostTranslated } from '@/lib/features/posts/repository';
import { mayEditPost } from '@/lib/features/posts/shared/workflow';

/** "Mark as up to date": the post now says what its translation says (lib/features/posts/translation-status.ts). */
export const markPostTranslatedAction = actionClient
  .input(z.object({ locale: localeField, id: serialIdField }))
  .use(signedInWith<void>('posts', backToManage))
  .onInvalid(({ raw }) => backToManage(null, raw))
  .formAction(async ({ input: { locale, id }, ctx: user }): Promise<void> => {
    if (!id || !(await mayEditPostId(user, id))) redirect(`/${locale}/manage`);
    const marked = await markPostTranslated(id, (post) => mayEditPost(user, post));
    if (marked) await audit({ actor: user, action: 'post.translated', target: `post:${id}` });
    redirect(`/${locale}/manage/posts/${id}?translation=${marked ? 'marked' : 'forbidden'}`);
  });
