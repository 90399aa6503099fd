import 'server-only';
/** What the redirects screen's actions share: the role check and what follows a change. */
import { refresh } from 'next/cache';
import { signedInWith } from '@/lib/features/people';
import { queueIndexNow } from '@/lib/features/indexnow';
import { getEnv } from '@/lib/infra/env.mjs';
import { currentSitePath } from '@/lib/infra/routing/localized-paths';
import { afterRedirectChange } from '@/lib/features/redirects/changes';
import type { RedirectFormState, RedirectImportState } from '@/lib/features/redirects/shared/types';

/** Admins and editors (the `redirects` permission); anyone else is told why not. */
export const mayEditRedirects = signedInWith('redirects', (reason): RedirectFormState => ({ status: 'denied', reason }));
export const mayImportRedirects = signedInWith('redirects', (reason): RedirectImportState => ({ status: 'denied', reason, at: Date.now() }));

/**
 * The table reloaded here and expired everywhere, the screen redrawn, and search engines told of
 * the addresses (as the site writes them today). `imported`: the change only added or replaced the
 * rules at `paths`, which are then all the table reads again.
 */
export async function afterAdminChange(paths: readonly (string | null)[], { imported = false } = {}): Promise<void> {
  await afterRedirectChange(undefined, imported ? { imported: paths.filter((path): path is string => path !== null) } : {});
  refresh();
  const origin = getEnv().SITE_URL;
  await queueIndexNow(paths.flatMap((path) => (path?.startsWith('/') ? [origin + currentSitePath(path.split('?')[0] ?? '')] : [])));
}
