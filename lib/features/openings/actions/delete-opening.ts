'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { localeField, serialIdField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import { openingAddressChanged } from '@/lib/features/openings/address-changes';
import { deleteOpening } from '@/lib/features/openings/repository';
import { backToManage, editableOpening } from '@/lib/features/openings/actions/opening-form';

/** Deletes an opening; an author only their own draft. A published one's address then answers 410. */
export const deleteOpeningAction = actionClient
  .input(z.object({ locale: localeField, id: serialIdField }))
  .use(signedInWith<void>('openings', backToManage))
  .onInvalid(({ raw }) => backToManage(null, raw))
  .formAction(async ({ input: { locale, id }, ctx: user }): Promise<void> => {
    const opening = await editableOpening(user, id);
    if (!opening) redirect(`/${locale}/manage/openings?deleted=0`);
    await deleteOpening(opening.id);
    await audit({ actor: user, action: 'opening.delete', target: `opening:${opening.id}`, detail: { slug: opening.slug, title: opening.title } });
    await openingAddressChanged(opening, null);
    redirect(`/${locale}/manage/openings?deleted=1`);
  });
