'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { localeField, serialIdField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { signedInWith } from '@/lib/features/people';
import { backToManage, mayEditPostId } from '@/lib/features/posts/actions/shared';
import { unlinkTranslation } from '@/lib/features/posts/repository';
import { mayEditPost } from '@/lib/features/posts/shared/workflow';

export const unlinkTranslationAction = actionClient
  .input(z.object({ locale: localeField, id: serialIdField }))
  .use(signedInWith<void>('posts', backToManage))
  .onInvalid(({ raw }) => backToManage(null, raw))
  .formAction(async ({ input: { locale, id }, ctx: user }): Promise<void> => {
    if (!id || !(await mayEditPostId(user, id))) redirect(`/${locale}/manage`);
    const result = await unlinkTranslation(id, (post) => mayEditPost(user, post));
    redirect(`/${locale}/manage/posts/${id}?translation=${result === 'forbidden' ? 'forbidden' : 'unlinked'}`);
  });
