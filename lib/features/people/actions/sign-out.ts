'use server';

import { redirect } from 'next/navigation';
import { cookies, draftMode, headers } from 'next/headers';
import { formLocale } from '@/lib/infra/http/form-data';
import { formAction } from '@/lib/infra/http/server-action';
import { isSameOrigin } from '@/lib/infra/http/origin';
import { audit } from '@/lib/features/audit';
import { currentUser, signOut } from '@/lib/features/people/service';
import { ADMIN_HINT_COOKIE } from '@/lib/features/people/shared/hint';

export const signOutAction = formAction(async (data): Promise<void> => {
  // Another site cannot sign the admin out either.
  if (!isSameOrigin(await headers())) redirect(`/${formLocale(data)}/manage`);
  const user = await currentUser();
  if (user) await audit({ actor: user, action: 'sign-out' });
  await signOut();
  (await cookies()).delete(ADMIN_HINT_COOKIE);
  (await draftMode()).disable();
  redirect(`/${formLocale(data)}/manage`);
});
