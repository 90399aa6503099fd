'use server';

import { redirect } from 'next/navigation';
import { formLocale } from '@/lib/infra/http/form-data';
import { formAction } from '@/lib/infra/http/server-action';
import { requireRoleMutation } from '@/lib/features/people';
import { unlinkTranslation } from '@/lib/features/posts/repository';
import { mayEditPost } from '@/lib/features/posts/shared/workflow';
import { mayEditPostId, postId } from '@/lib/features/posts/actions/shared';

export const unlinkTranslationAction = formAction(async (data): Promise<void> => {
  const id = postId(data, 'id');
  const auth = await requireRoleMutation('posts');
  if (!auth.ok || !id || !(await mayEditPostId(auth.user, id))) redirect(`/${formLocale(data)}/manage`);
  const result = await unlinkTranslation(id, (post) => mayEditPost(auth.user, post));
  redirect(`/${formLocale(data)}/manage/posts/${id}?translation=${result === 'forbidden' ? 'forbidden' : 'unlinked'}`);
});
