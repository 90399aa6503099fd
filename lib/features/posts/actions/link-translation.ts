'use server';

import { redirect } from 'next/navigation';
import { formLocale } from '@/lib/infra/http/form-data';
import { formAction } from '@/lib/infra/http/server-action';
import { requireRoleMutation } from '@/lib/features/people';
import { linkTranslation } from '@/lib/features/posts/repository';
import { mayEditPost } from '@/lib/features/posts/shared/workflow';
import { mayEditPostId, postId } from '@/lib/features/posts/actions/shared';

/** Links the edited post (`id`) with a post of the other language (`translation`), then back to the editor. */
export const linkTranslationAction = formAction(async (data): Promise<void> => {
  const id = postId(data, 'id');
  const back = `/${formLocale(data)}/manage/posts/${id ?? ''}`;
  const auth = await requireRoleMutation('posts');
  if (!auth.ok || !id || !(await mayEditPostId(auth.user, id))) redirect(`/${formLocale(data)}/manage`);
  const other = postId(data, 'translation');
  // A link changes both posts: the other one must be the account's to edit as well.
  const result = other ? await linkTranslation(id, other, (post) => mayEditPost(auth.user, post)) : ({ ok: false, reason: 'not-found' } as const);
  redirect(`${back}?translation=${result.ok ? 'linked' : result.reason}`);
});
