'use server';

import { actionClient } from '@/lib/infra/http/server-action';
import { mayChangeTeam, salespersonForm, saveSalesperson, type SalespersonFormState } from '@/lib/features/booking/actions/salesperson-form';

export const createSalespersonAction = actionClient
  .input(salespersonForm)
  .use(mayChangeTeam)
  .onInvalid((): SalespersonFormState => ({ status: 'failed', reason: 'unknown', values: {} }))
  .stateAction(({ input: form, ctx: actor }) => saveSalesperson(form, null, actor));
