'use server';

import * as z from 'zod/mini';
import { getDatabase } from '@/lib/infra/db';
import { serialIdField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { audit } from '@/lib/features/audit';
import { afterTrustChange, echoValues, invalidState, mayEditCompliance } from '@/lib/features/trust/actions/admin-form';
import { saveComplianceItem } from '@/lib/features/trust/store';
import { COMPLIANCE_FIELDS, complianceItemSchema } from '@/lib/features/trust/shared/inputs';
import type { ComplianceFormState } from '@/lib/features/trust/shared/types';

/** Adds a compliance item (no `item`) or changes one. */
export const saveComplianceItemAction = actionClient
  .input(z.object({ ...complianceItemSchema.shape, item: serialIdField }))
  .use(mayEditCompliance)
  .onInvalid(({ issues, raw }): ComplianceFormState => invalidState(COMPLIANCE_FIELDS, issues, raw))
  .stateAction(async ({ input: { item, ...input }, ctx: actor, raw }): Promise<ComplianceFormState> => {
    try {
      const row = await saveComplianceItem(await getDatabase(), item, input);
      if (!row) return { status: 'failed', reason: 'not-found', values: echoValues(COMPLIANCE_FIELDS, raw) };
      await audit({ actor, action: 'trust.compliance-save', target: `trust-compliance:${row.id}`, detail: { name: row.nameEn, status: row.status, statusDate: row.statusDate } });
      afterTrustChange();
      return { status: 'saved', name: row.nameEn };
    } catch (error) {
      log.error('admin: saving a compliance item failed', { error });
      return { status: 'failed', reason: 'unknown', values: echoValues(COMPLIANCE_FIELDS, raw) };
    }
  });
