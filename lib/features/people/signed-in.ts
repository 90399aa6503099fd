import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { sessionCookieOptions } from '@/lib/features/people/cookie';
import { DRAFT_MODE_COOKIE, draftModeCookieOptions } from '@/lib/features/people/draft-mode';
import { ADMIN_HINT_COOKIE } from './shared/hint';

/** The cookies a browser gets once signed in (a sign-in, or an accepted invitation). */
export async function afterSignIn(): Promise<void> {
  const cookieStore = await cookies();
  // Not a credential: only tells the public pages' scripts that asking for admin controls is worth it.
  cookieStore.set(ADMIN_HINT_COOKIE, '1', { path: '/', sameSite: 'lax', maxAge: sessionCookieOptions().maxAge });
  // The admin's browser sees every page rendered for it, never the shared cache: a save is on the
  // next page it opens even while a visitor's render from before the save is still finishing.
  // (Draft mode grants nothing else: no page reads it.) Its cookie gets the session's attributes.
  (await draftMode()).enable();
  const value = cookieStore.get(DRAFT_MODE_COOKIE)?.value;
  if (value) cookieStore.set(DRAFT_MODE_COOKIE, value, draftModeCookieOptions());
}
