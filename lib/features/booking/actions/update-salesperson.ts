'use server';

import { formText } from '@/lib/infra/http/form-data';
import { stateAction } from '@/lib/infra/http/server-action';
import { SalespersonFormState, saveSalesperson } from '@/lib/features/booking/actions/salesperson-form';

export const updateSalespersonAction = stateAction<SalespersonFormState>(async (data) => {
  const id = Number(formText(data, 'salesperson'));
  return saveSalesperson(data, Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : 0);
});
