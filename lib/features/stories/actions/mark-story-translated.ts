'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { localeField, serialIdField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import { mayEditEntry } from '@/lib/features/publishing/shared/workflow';
import { markStoryTranslated } from '@/lib/features/stories/repository';
import { backToManage } from '@/lib/features/stories/actions/story-form';

/** "Mark as up to date": the story now says what its translation says (recorded: that version and its words). */
export const markStoryTranslatedAction = actionClient
  .input(z.object({ locale: localeField, id: serialIdField }))
  .use(signedInWith<void>('stories', backToManage))
  .onInvalid(({ raw }) => backToManage(null, raw))
  .formAction(async ({ input: { locale, id }, ctx: user }): Promise<void> => {
    if (!id) redirect(`/${locale}/manage/customers`);
    const result = await markStoryTranslated(id, (story) => mayEditEntry(user, story));
    if (result === 'marked') await audit({ actor: user, action: 'story.translate', target: `story:${id}`, detail: { markedUpToDate: true } });
    redirect(`/${locale}/manage/customers/${id}?translation=${result}`);
  });
