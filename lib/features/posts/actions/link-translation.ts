'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { localeField, serialIdField } from '@/lib/infra/http/form-fields';
import { formAction } from '@/lib/infra/http/server-action';
import { signedInWith } from '@/lib/features/people';
import type { AuthUser } from '@/lib/features/people/shared/types';
import { backToManage, mayEditPostId } from '@/lib/features/posts/actions/shared';
import { linkTranslation } from '@/lib/features/posts/repository';
import { mayEditPost } from '@/lib/features/posts/shared/workflow';

/** Links the edited post (`id`) with a post of the other language (`translation`), then back to the editor. */
export const linkTranslationAction = formAction({
  input: z.object({ locale: localeField, id: serialIdField, translation: serialIdField }),
  guard: signedInWith<void>('posts', backToManage),
  invalid: ({ raw }) => backToManage(null, raw),
  run: async ({ locale, id, translation }, user: AuthUser): Promise<void> => {
    if (!id || !(await mayEditPostId(user, id))) redirect(`/${locale}/manage`);
    // A link changes both posts: the other one must be the account's to edit as well.
    const result = translation ? await linkTranslation(id, translation, (post) => mayEditPost(user, post)) : ({ ok: false, reason: 'not-found' } as const);
    redirect(`/${locale}/manage/posts/${id}?translation=${result.ok ? 'linked' : result.reason}`);
  },
});
