'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { localeField, serialIdField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import { adminApplications } from '@/lib/features/applications/admin';
import { backToManage } from '@/lib/features/applications/actions/admin-form';
import { isApplicationStatus } from '@/lib/features/applications/shared/types';

/** Moves an application along (new, reviewing, interview, rejected, hired); the detail page comes back saying so. */
export const setApplicationStatusAction = actionClient
  .input(z.object({ locale: localeField, id: serialIdField, status: z.catch(z.string(), '') }))
  .use(signedInWith<void>('applications', backToManage))
  .onInvalid(({ raw }) => backToManage(null, raw))
  .formAction(async ({ input: { locale, id, status }, ctx: user }): Promise<void> => {
    const current = id ? await adminApplications.byId(id) : null;
    if (!current) redirect(`/${locale}/manage/applications?missing=1`);
    if (!isApplicationStatus(status)) redirect(`/${locale}/manage/applications/${current.id}?updated=0`);
    if (status !== current.status) {
      await adminApplications.setStatus(current.id, status);
      await audit({ actor: user, action: 'application.status', target: `application:${current.id}`, detail: { from: current.status, to: status, opening: current.openingTitle } });
    }
    redirect(`/${locale}/manage/applications/${current.id}?updated=1`);
  });
