'use server';

import * as z from 'zod/mini';
import { getDatabase } from '@/lib/infra/db';
import { serialIdField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { audit } from '@/lib/features/audit';
import { afterTrustChange, mayEditSubprocessors } from '@/lib/features/trust/actions/admin-form';
import { removeSubprocessor } from '@/lib/features/trust/store';
import type { SubprocessorFormState } from '@/lib/features/trust/shared/types';

/** Takes a subprocessor off the list: a dated change, announced to subscribers. */
export const removeSubprocessorAction = actionClient
  .input(z.object({ subprocessor: serialIdField }))
  .use(mayEditSubprocessors)
  .onInvalid((): SubprocessorFormState => ({ status: 'failed', reason: 'not-found', values: {} }))
  .stateAction(async ({ input: { subprocessor }, ctx: actor }): Promise<SubprocessorFormState> => {
    try {
      const removed = subprocessor === null ? null : await removeSubprocessor(await getDatabase(), subprocessor);
      if (!removed) return { status: 'failed', reason: 'not-found', values: {} };
      await audit({ actor, action: 'trust.subprocessor-remove', target: `trust-subprocessor:${removed.row.id}`, detail: { name: removed.row.name, change: removed.change.id } });
      afterTrustChange({ announce: true });
      return { status: 'removed', name: removed.row.name };
    } catch (error) {
      log.error('admin: removing a subprocessor failed', { error });
      return { status: 'failed', reason: 'unknown', values: {} };
    }
  });
