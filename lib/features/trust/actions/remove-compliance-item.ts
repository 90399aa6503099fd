'use server';

import * as z from 'zod/mini';
import { getDatabase } from '@/lib/infra/db';
import { serialIdField } from '@/lib/infra/http/form-fields';
import { stateAction } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { audit } from '@/lib/features/audit';
import type { AuthUser } from '@/lib/features/people/shared/types';
import { afterTrustChange, mayEditCompliance } from '@/lib/features/trust/actions/admin-form';
import { removeComplianceItem } from '@/lib/features/trust/store';
import type { ComplianceFormState } from '@/lib/features/trust/shared/types';

export const removeComplianceItemAction = stateAction({
  input: z.object({ item: serialIdField }),
  guard: mayEditCompliance,
  invalid: (): ComplianceFormState => ({ status: 'failed', reason: 'not-found', values: {} }),
  run: async ({ item }, actor: AuthUser): Promise<ComplianceFormState> => {
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
  },
});
