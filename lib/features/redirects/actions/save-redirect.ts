'use server';

import * as z from 'zod/mini';
import { getDatabase } from '@/lib/infra/db';
import { flagField, serialIdField, textField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { audit } from '@/lib/features/audit';
import { afterAdminChange, mayEditRedirects } from '@/lib/features/redirects/actions/admin-form';
import { isExistingPage } from '@/lib/features/redirects/existing-pages';
import { checkRuleSave } from '@/lib/features/redirects/checks';
import { saveRedirect } from '@/lib/features/redirects/store';
import { readRedirectInput } from '@/lib/features/redirects/shared/input';
import { REDIRECT_LIMITS } from '@/lib/features/redirects/shared/rules';
import type { RedirectFormState } from '@/lib/features/redirects/shared/types';

/**
 * Adds a redirect (no `id`) or changes one: checked field by field, then against the table (no
 * loop, no second hop, at most MAX_REDIRECTS rules), then, when its source is a live page, only with `confirm=1`.
 */
export const saveRedirectAction = actionClient
  .input(z.object({
    id: serialIdField,
    source: textField(REDIRECT_LIMITS.source + 100),
    target: textField(REDIRECT_LIMITS.target + 100),
    status: textField(10),
    confirm: flagField,
  }))
  .use(mayEditRedirects)
  .onInvalid((): RedirectFormState => ({ status: 'failed', reason: 'unknown' }))
  .stateAction(async ({ input: { id, confirm, ...typed }, ctx: actor }): Promise<RedirectFormState> => {
    const read = readRedirectInput(typed);
    if (!read.ok) return { status: 'invalid', errors: read.errors, values: typed };
    try {
      const db = await getDatabase();
      const checked = await checkRuleSave(db, id, read.rule);
      if (!checked.ok) return checked.problem === 'not-found' ? { status: 'failed', reason: 'not-found' } : { status: 'refused', problem: checked.problem, values: typed };
      const { before } = checked;
      if (!confirm && before?.source !== read.rule.source && (await isExistingPage(read.rule.source))) return { status: 'confirm', values: typed };
      const saved = await saveRedirect(db, id, read.rule);
      if (saved === 'taken') return { status: 'refused', problem: 'taken', values: typed };
      if (!saved) return { status: 'failed', reason: 'not-found' };
      await audit({
        actor,
        action: before ? 'redirect.change' : 'redirect.add',
        target: `redirect:${saved.id}`,
        detail: { source: saved.source, target: saved.target, status: saved.status, before: before ? { source: before.source, target: before.target, status: before.status } : null },
      });
      await afterAdminChange([saved.source, before?.source ?? null]);
      return { status: 'saved', source: saved.source };
    } catch (error) {
      log.error('admin: saving a redirect failed', { error });
      return { status: 'failed', reason: 'unknown' };
    }
  });
