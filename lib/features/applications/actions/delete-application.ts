'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { localeField, serialIdField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import { adminApplications } from '@/lib/features/applications/admin';
import { backToManage } from '@/lib/features/applications/actions/admin-form';

const flagLike = z.pipe(z.catch(z.string(), ''), z.transform((value) => value === 'on'));

/** Deletes an application and its CV for good (an applicant who asked, a mistake); the list comes back saying so. */
export const deleteApplicationAction = actionClient
  .input(z.object({ locale: localeField, id: serialIdField, confirm: flagLike }))
  .use(signedInWith<void>('applications', backToManage))
  .onInvalid(({ raw }) => backToManage(null, raw))
  .formAction(async ({ input: { locale, id, confirm }, ctx: user }): Promise<void> => {
    // The box ticked, whatever the browser: without it nothing is deleted.
    if (!confirm && id) redirect(`/${locale}/manage/applications/${id}?confirm=1`);
    const current = id ? await adminApplications.byId(id) : null;
    if (!current || !(await adminApplications.remove(current.id))) redirect(`/${locale}/manage/applications?deleted=0`);
    // The audit keeps what was deleted by its number and opening, not the applicant's details.
    await audit({ actor: user, action: 'application.delete', target: `application:${current.id}`, detail: { opening: current.openingTitle } });
    redirect(`/${locale}/manage/applications?deleted=1`);
  });
