'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { localeField, serialIdField } from '@/lib/infra/http/form-fields';
import { getDatabase } from '@/lib/infra/db';
import { getEnv } from '@/lib/infra/env.mjs';
import { actionClient } from '@/lib/infra/http/server-action';
import { discardUnreferencedUploads, droppedFiles } from '@/lib/infra/uploads/discard';
import { uploadOptionsFromEnv } from '@/lib/infra/uploads/store';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import { storyAddressChanged } from '@/lib/features/stories/address-changes';
import { STORY_FILES } from '@/lib/features/stories/files';
import { deleteStory } from '@/lib/features/stories/repository';
import { backToManage, editableStory } from '@/lib/features/stories/actions/story-form';

/** Deletes a story (its preview links go with it); an author only their own draft. */
export const deleteStoryAction = actionClient
  .input(z.object({ locale: localeField, id: serialIdField }))
  .use(signedInWith<void>('stories', backToManage))
  .onInvalid(({ raw }) => backToManage(null, raw))
  .formAction(async ({ input: { locale, id }, ctx: user }): Promise<void> => {
    const story = await editableStory(user, id);
    if (!story) redirect(`/${locale}/manage/customers?deleted=0`);
    await deleteStory(story.id);
    await audit({ actor: user, action: 'story.delete', target: `story:${story.id}`, detail: { slug: story.slug, title: story.title } });
    await storyAddressChanged(story, null);
    // Deleted: its logo and cover go too, unless another row (a translation…) still names them.
    await discardUnreferencedUploads(droppedFiles(story, null, STORY_FILES), getDatabase, uploadOptionsFromEnv(getEnv()));
    redirect(`/${locale}/manage/customers?deleted=1`);
  });
