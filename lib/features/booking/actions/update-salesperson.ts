'use server';

import { stateAction } from '@/lib/infra/http/server-action';
import type { AuthUser } from '@/lib/features/people/shared/types';
import { mayChangeTeam, salespersonForm, saveSalesperson, type SalespersonFormState } from '@/lib/features/booking/actions/salesperson-form';

export const updateSalespersonAction = stateAction({
  input: salespersonForm,
  guard: mayChangeTeam,
  invalid: (): SalespersonFormState => ({ status: 'failed', reason: 'unknown', values: {} }),
  // No salesperson by that id (0 names none): the store answers 'not-found'.
  run: (form, actor: AuthUser) => saveSalesperson(form, form.salesperson ?? 0, actor),
});
