'use server';

import { actionClient } from '@/lib/infra/http/server-action';
import { mayChangeTeam, salespersonForm, saveSalesperson, type SalespersonFormState } from '@/lib/features/booking/actions/salesperson-form';

export const updateSalespersonAction = actionClient
  .input(salespersonForm)
  .use(mayChangeTeam)
  .onInvalid((): SalespersonFormState => ({ status: 'failed', reason: 'unknown', values: {} }))
  // No salesperson by that id (0 names none): the store answers 'not-found'.
  .stateAction(({ input: form, ctx: actor }) => saveSalesperson(form, form.salesperson ?? 0, actor));
