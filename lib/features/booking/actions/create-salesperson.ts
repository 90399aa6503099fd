'use server';

import { stateAction } from '@/lib/infra/http/server-action';
import type { AuthUser } from '@/lib/features/people/shared/types';
import { mayChangeTeam, salespersonForm, saveSalesperson, type SalespersonFormState } from '@/lib/features/booking/actions/salesperson-form';

export const createSalespersonAction = stateAction({
  input: salespersonForm,
  guard: mayChangeTeam,
  invalid: (): SalespersonFormState => ({ status: 'failed', reason: 'unknown', values: {} }),
  run: (form, actor: AuthUser) => saveSalesperson(form, null, actor),
});
