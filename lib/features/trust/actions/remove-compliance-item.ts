'use server';

import * as z from 'zod/mini';
import { getDatabase } from '@/lib/infra/db';
import { serialIdField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { audit } from '@/lib/features/audit';
import { afterTrustChange, mayEditCompliance } from '@/lib/features/trust/actions/admin-form';
import { removeComplianceItem } from '@/lib/features/trust/store';
import type { ComplianceFormState } from '@/lib/features/trust/shared/types';

export const removeComplianceItemAction = actionClient
  .input(z.object({ item: serialIdField }))
  .use(mayEditCompliance)
  .onInvalid((): ComplianceFormState => ({ status: 'failed', reason: 'not-found', values: {} }))
  .stateAction(async ({ input: { item }, ctx: actor }): Promise<ComplianceFormState> => {
    try {
      const row = item === null ? null : await removeComplianceItem(await getDatabase(), item);
      if (!row) return { status: 'failed', reason: 'not-found', values: {} };
      await audit({ actor, action: 'trust.compliance-remove', target: `trust-compliance:${row.id}`, detail: { name: row.nameEn } });
      afterTrustChange();
      return { status: 'removed', name: row.nameEn };
    } catch (error) {
      log.error('admin: removing a compliance item failed', { error });
      return { status: 'failed', reason: 'unknown', values: {} };
    }
  });
