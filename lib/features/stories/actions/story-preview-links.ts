'use server';

import { redirect } from 'next/navigation';
import { refresh } from 'next/cache';
import * as z from 'zod/mini';
import { getEnv } from '@/lib/infra/env.mjs';
import { localeField, serialIdField } from '@/lib/infra/http/form-fields';
import { formAction, stateAction } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import type { AuthUser } from '@/lib/features/people/shared/types';
import { previewDaysField, type SharePreviewState } from '@/lib/features/publishing/shared/preview-link-days';
import { storyPreviewLinks } from '@/lib/features/stories/preview-links';
import { backToManage, editableStory } from '@/lib/features/stories/actions/story-form';

/** A shareable preview link to a story as it will look (the mechanism posts use too). */
export const shareStoryPreviewAction = stateAction({
  input: z.object({ id: serialIdField, days: previewDaysField }),
  guard: signedInWith('stories', (reason): SharePreviewState => ({ status: 'denied', reason })),
  invalid: (): SharePreviewState => ({ status: 'failed' }),
  run: async ({ id, days }, user: AuthUser): Promise<SharePreviewState> => {
    const story = await editableStory(user, id);
    if (!story) return { status: 'denied', reason: 'forbidden' };
    try {
      const { token, link } = await storyPreviewLinks().create(story.id, user.id, days);
      await audit({ actor: user, action: 'preview.share', target: `story:${story.id}`, detail: { link: link.id, expiresAt: link.expiresAt } });
      const url = new URL(`/${story.language}/preview`, getEnv().SITE_URL);
      url.searchParams.set('token', token);
      // The list of open links beside the form shows the new one without a reload.
      refresh();
      return { status: 'created', url: url.toString(), expiresAt: link.expiresAt };
    } catch (error) {
      log.error('admin: creating a story preview link failed', { error, storyId: story.id });
      return { status: 'failed' };
    }
  },
});

/** Ends a story's preview link at once. */
export const revokeStoryPreviewAction = formAction({
  input: z.object({ locale: localeField, id: serialIdField, link: serialIdField }),
  guard: signedInWith<void>('stories', backToManage),
  invalid: ({ raw }) => backToManage(null, raw),
  run: async ({ locale, id, link }, user: AuthUser): Promise<void> => {
    const story = await editableStory(user, id);
    if (!story) redirect(`/${locale}/manage/customers`);
    const revoked = link !== null && (await storyPreviewLinks().revoke(story.id, link));
    if (revoked) await audit({ actor: user, action: 'preview.revoke', target: `story:${story.id}`, detail: { link } });
    redirect(`/${locale}/manage/customers/${story.id}?preview=${revoked ? 'revoked' : 'kept'}#share-title`);
  },
});
