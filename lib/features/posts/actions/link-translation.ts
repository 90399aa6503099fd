'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { localeField, serialIdField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { signedInWith } from '@/lib/features/people';
import { backToManage, mayEditPostId } from '@/lib/features/posts/actions/shared';
import { linkTranslation } from '@/lib/features/posts/repository';
import { mayEditPost } from '@/lib/features/posts/shared/workflow';

/** Links the edited post (`id`) with a post of the other language (`translation`), then back to the editor. */
export const linkTranslationAction = actionClient
  .input(z.object({ locale: localeField, id: serialIdField, translation: serialIdField }))
  .use(signedInWith<void>('posts', backToManage))
  .onInvalid(({ raw }) => backToManage(null, raw))
  .formAction(async ({ input: { locale, id, translation }, ctx: user }): Promise<void> => {
    if (!id || !(await mayEditPostId(user, id))) redirect(`/${locale}/manage`);
    // A link changes both posts: the other one must be the account's to edit as well.
    const result = translation ? await linkTranslation(id, translation, (post) => mayEditPost(user, post)) : ({ ok: false, reason: 'not-found' } as const);
    redirect(`/${locale}/manage/posts/${id}?translation=${result.ok ? 'linked' : result.reason}`);
  });
