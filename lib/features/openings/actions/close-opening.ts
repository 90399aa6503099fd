'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { localeField, serialIdField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import { mayUseStatus } from '@/lib/features/publishing/shared/workflow';
import { openingAddressChanged } from '@/lib/features/openings/address-changes';
import { updateOpening } from '@/lib/features/openings/repository';
import { OpeningVersionConflictError } from '@/lib/features/openings/shared/types';
import { backToManage, editableOpening } from '@/lib/features/openings/actions/opening-form';

/**
 * Closes a published opening: back to a draft (the workflow's unpublish, for editors and admins),
 * off the careers page, its own page and the sitemap at once; search engines are told.
 */
export const closeOpeningAction = actionClient
  .input(z.object({ locale: localeField, id: serialIdField }))
  .use(signedInWith<void>('openings', backToManage))
  .onInvalid(({ raw }) => backToManage(null, raw))
  .formAction(async ({ input: { locale, id }, ctx: user }): Promise<void> => {
    const opening = await editableOpening(user, id);
    if (!opening || opening.status !== 'published' || !mayUseStatus(user.role, 'published')) redirect(`/${locale}/manage/openings`);
    const { id: _id, translationGroup: _group, version, ownerId: _owner, createdAt: _created, updatedAt: _updated, ...input } = opening;
    // Saved by someone else meanwhile: nothing is overwritten, the editor sees the opening as it is now.
    const closed = await updateOpening(opening.id, { ...input, status: 'draft', publishedAt: null }, version).catch((error: unknown) => {
      if (error instanceof OpeningVersionConflictError) return null;
      throw error;
    });
    if (!closed) redirect(`/${locale}/manage/openings/${opening.id}`);
    await audit({ actor: user, action: 'opening.close', target: `opening:${opening.id}`, detail: { slug: opening.slug, version: closed.version } });
    await openingAddressChanged(opening, closed);
    redirect(`/${locale}/manage/openings/${opening.id}?closed=1`);
  });
