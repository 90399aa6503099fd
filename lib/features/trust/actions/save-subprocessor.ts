'use server';

import * as z from 'zod/mini';
import { getDatabase } from '@/lib/infra/db';
import { serialIdField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { audit } from '@/lib/features/audit';
import { afterTrustChange, echoValues, invalidState, mayEditSubprocessors } from '@/lib/features/trust/actions/admin-form';
import { saveSubprocessor } from '@/lib/features/trust/store';
import { SUBPROCESSOR_FIELDS, subprocessorSchema } from '@/lib/features/trust/shared/inputs';
import type { SubprocessorFormState } from '@/lib/features/trust/shared/types';

/** Adds a subprocessor (no `subprocessor`) or changes one; either is a dated change, announced to subscribers. */
export const saveSubprocessorAction = actionClient
  .input(z.object({ ...subprocessorSchema.shape, subprocessor: serialIdField }))
  .use(mayEditSubprocessors)
  .onInvalid(({ issues, raw }): SubprocessorFormState => invalidState(SUBPROCESSOR_FIELDS, issues, raw))
  .stateAction(async ({ input: { subprocessor, ...input }, ctx: actor, raw }): Promise<SubprocessorFormState> => {
    const values = echoValues(SUBPROCESSOR_FIELDS, raw);
    try {
      const saved = await saveSubprocessor(await getDatabase(), subprocessor, input);
      if (!saved) return { status: 'failed', reason: 'not-found', values };
      if (saved.change) {
        await audit({
          actor,
          action: subprocessor === null ? 'trust.subprocessor-add' : 'trust.subprocessor-change',
          target: `trust-subprocessor:${saved.row.id}`,
          detail: { name: saved.row.name, change: saved.change.id, fields: saved.change.fields },
        });
        afterTrustChange({ announce: true });
      }
      return { status: 'saved', name: saved.row.name };
    } catch (error) {
      log.error('admin: saving a subprocessor failed', { error });
      return { status: 'failed', reason: 'unknown', values };
    }
  });
