'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { localeField, serialIdField } from '@/lib/infra/http/form-fields';
import { formAction } from '@/lib/infra/http/server-action';
import { signedInWith } from '@/lib/features/people';
import type { AuthUser } from '@/lib/features/people/shared/types';
import { backToManage, mayEditPostId } from '@/lib/features/posts/actions/shared';
import { unlinkTranslation } from '@/lib/features/posts/repository';
import { mayEditPost } from '@/lib/features/posts/shared/workflow';

export const unlinkTranslationAction = formAction({
  input: z.object({ locale: localeField, id: serialIdField }),
  guard: signedInWith<void>('posts', backToManage),
  invalid: ({ raw }) => backToManage(null, raw),
  run: async ({ locale, id }, user: AuthUser): Promise<void> => {
    if (!id || !(await mayEditPostId(user, id))) redirect(`/${locale}/manage`);
    const result = await unlinkTranslation(id, (post) => mayEditPost(user, post));
    redirect(`/${locale}/manage/posts/${id}?translation=${result === 'forbidden' ? 'forbidden' : 'unlinked'}`);
  },
});
