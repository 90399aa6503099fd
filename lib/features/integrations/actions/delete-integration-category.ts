'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { localeField, serialIdField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import { deleteIntegrationCategory } from '@/lib/features/integrations/repository';
import { backToManage } from '@/lib/features/integrations/actions/integration-form';

const SCREEN = '/manage/integrations/categories';

/** Deletes a directory category no integration uses; one in use is refused with how many use it. */
export const deleteIntegrationCategoryAction = actionClient
  .input(z.object({ locale: localeField, id: serialIdField }))
  .use(signedInWith<void>('integrations', backToManage))
  .onInvalid(({ raw }) => backToManage(null, raw))
  .formAction(async ({ input: { locale, id }, ctx: user }): Promise<void> => {
    const result = id ? await deleteIntegrationCategory(id) : null;
    if (!result || (!result.ok && result.reason === 'notFound')) redirect(`/${locale}${SCREEN}?deleted=0`);
    if (!result.ok) redirect(`/${locale}${SCREEN}?inUse=${result.count ?? 0}&id=${id}`);
    await audit({ actor: user, action: 'integration.category.delete', target: `integration-category:${result.category.id}`, detail: { slug: result.category.slug, name: result.category.name.en } });
    redirect(`/${locale}${SCREEN}?deleted=1`);
  });
