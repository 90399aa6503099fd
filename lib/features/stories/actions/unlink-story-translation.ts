'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { localeField, serialIdField } from '@/lib/infra/http/form-fields';
import { formAction } from '@/lib/infra/http/server-action';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import type { AuthUser } from '@/lib/features/people/shared/types';
import { mayEditEntry } from '@/lib/features/publishing/shared/workflow';
import { unlinkStoryTranslation } from '@/lib/features/stories/repository';
import { backToManage } from '@/lib/features/stories/actions/story-form';

/** Ends the link between a story and its translation (both must be the account's to change). */
export const unlinkStoryTranslationAction = formAction({
  input: z.object({ locale: localeField, id: serialIdField }),
  guard: signedInWith<void>('stories', backToManage),
  invalid: ({ raw }) => backToManage(null, raw),
  run: async ({ locale, id }, user: AuthUser): Promise<void> => {
    if (!id) redirect(`/${locale}/manage/customers`);
    const result = await unlinkStoryTranslation(id, (story) => mayEditEntry(user, story));
    if (result === 'unlinked') await audit({ actor: user, action: 'story.translate', target: `story:${id}`, detail: { unlinked: true } });
    redirect(`/${locale}/manage/customers/${id}?translation=${result}`);
  },
});
