'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { localeField, serialIdField } from '@/lib/infra/http/form-fields';
import { formAction } from '@/lib/infra/http/server-action';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import type { AuthUser } from '@/lib/features/people/shared/types';
import { backToManage } from '@/lib/features/posts/actions/shared';
import { previewLinkStore } from '@/lib/features/posts/preview-links.server';
import { adminPosts } from '@/lib/features/posts/repository';
import { mayEditPost } from '@/lib/features/posts/shared/workflow';

/** Shareable preview links end when whoever may edit the post revokes them. */
export const revokePreviewAction = formAction({
  input: z.object({ locale: localeField, id: serialIdField, link: serialIdField }),
  guard: signedInWith<void>('posts', backToManage),
  invalid: ({ raw }) => backToManage(null, raw),
  run: async ({ locale, id, link }, user: AuthUser): Promise<void> => {
    const post = id ? await adminPosts.byId(id) : null;
    if (!id || !post || !mayEditPost(user, post)) redirect(`/${locale}/manage`);
    const revoked = link !== null && (await previewLinkStore().revoke(id, link));
    if (revoked) await audit({ actor: user, action: 'preview.revoke', target: `post:${id}`, detail: { link } });
    redirect(`/${locale}/manage/posts/${id}?preview=${revoked ? 'revoked' : 'kept'}#share-title`);
  },
});
