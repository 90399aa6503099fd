'use server';

import { cookies, draftMode, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { localeField } from '@/lib/infra/http/form-fields';
import { isSameOrigin } from '@/lib/infra/http/origin';
import { actionClient } from '@/lib/infra/http/server-action';
import { audit } from '@/lib/features/audit';
import { currentUser, signOut } from '@/lib/features/people/service';
import { ADMIN_HINT_COOKIE } from '@/lib/features/people/shared/hint';

export const signOutAction = actionClient
  .input(z.object({ locale: localeField }))
  .onInvalid(() => redirect('/en/manage'))
  .formAction(async ({ input: { locale } }): Promise<void> => {
    // Another site cannot sign the admin out either.
    if (!isSameOrigin(await headers())) redirect(`/${locale}/manage`);
    const user = await currentUser();
    if (user) await audit({ actor: user, action: 'sign-out' });
    await signOut();
    (await cookies()).delete(ADMIN_HINT_COOKIE);
    (await draftMode()).disable();
    redirect(`/${locale}/manage`);
  });
