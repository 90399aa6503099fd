'use server';

import * as z from 'zod/mini';
import { getDatabase } from '@/lib/infra/db';
import { serialIdField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { audit } from '@/lib/features/audit';
import { afterAdminChange, mayEditRedirects } from '@/lib/features/redirects/actions/admin-form';
import { deleteRedirect } from '@/lib/features/redirects/store';
import type { RedirectFormState } from '@/lib/features/redirects/shared/types';

/** Removes a redirect: its source answers as it would without it (a page, or the 404 screen). */
export const removeRedirectAction = actionClient
  .input(z.object({ id: serialIdField }))
  .use(mayEditRedirects)
  .onInvalid((): RedirectFormState => ({ status: 'failed', reason: 'not-found' }))
  .stateAction(async ({ input: { id }, ctx: actor }): Promise<RedirectFormState> => {
    try {
      const removed = id === null ? null : await deleteRedirect(await getDatabase(), id);
      if (!removed) return { status: 'failed', reason: 'not-found' };
      await audit({ actor, action: 'redirect.remove', target: `redirect:${removed.id}`, detail: { source: removed.source, target: removed.target, status: removed.status } });
      await afterAdminChange([removed.source]);
      return { status: 'removed', source: removed.source };
    } catch (error) {
      log.error('admin: removing a redirect failed', { error });
      return { status: 'failed', reason: 'unknown' };
    }
  });
