'use server';

import { stateAction } from '@/lib/infra/http/server-action';
import { SalespersonFormState, saveSalesperson } from '@/lib/features/booking/actions/salesperson-form';

export const createSalespersonAction = stateAction<SalespersonFormState>(async (data) => {
  return saveSalesperson(data, null);
});
