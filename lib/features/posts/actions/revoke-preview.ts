'use server';

import { redirect } from 'next/navigation';
import { audit } from '@/lib/features/audit';
import { requireRoleMutation } from '@/lib/features/people';
import { formLocale } from '@/lib/infra/http/form-data';
import { formAction } from '@/lib/infra/http/server-action';
import { previewLinkStore } from '@/lib/features/posts/preview-links.server';
import { adminPosts } from '@/lib/features/posts/repository';
import { mayEditPost } from '@/lib/features/posts/shared/workflow';
import { postId } from '@/lib/features/posts/actions/shared';

export const revokePreviewAction = formAction(async (data): Promise<void> => {
  const locale = formLocale(data);
  const id = postId(data, 'id') ?? 0;
  const auth = await requireRoleMutation('posts');
  if (!auth.ok || !id) redirect(`/${locale}/manage`);
  const post = await adminPosts.byId(id);
  if (!post || !mayEditPost(auth.user, post)) redirect(`/${locale}/manage`);
  const link = postId(data, 'link') ?? 0;
  const revoked = link > 0 && (await previewLinkStore().revoke(id, link));
  if (revoked) await audit({ actor: auth.user, action: 'preview.revoke', target: `post:${id}`, detail: { link } });
  redirect(`/${locale}/manage/posts/${id}?preview=${revoked ? 'revoked' : 'kept'}#share-title`);
});
