'use server';

/**
 * The availability editor's server actions (admins only, checked in each): add a salesperson and
 * change one. Both answer with the refused fields' codes and the typed values, so the form (with or
 * without JavaScript) shows the errors beside what was typed.
 */
import { refresh } from 'next/cache';
import { audit } from '@/lib/features/audit/request';
import { requireRoleMutation } from '@/lib/features/people/service';
import { candidateFrom, formValuesFrom, type SalespersonErrors, type SalespersonFormValues } from '@/lib/features/booking/salesperson-input';
import { salespeopleStore, type SalespersonSaveResult } from '@/lib/features/booking/salespeople';
import { formText } from '@/lib/infra/http/form-data';
import { stateAction } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import type { Denied } from '../posts/actions';

export type SalespersonFormState =
  | { status: 'idle' }
  | { status: 'saved'; name: string }
  | { status: 'invalid'; errors: SalespersonErrors; values: SalespersonFormValues }
  | { status: 'failed'; reason: 'not-found' | 'unknown'; values: SalespersonFormValues }
  | { status: 'denied'; reason: Denied };

async function saveSalesperson(data: FormData, id: number | null): Promise<SalespersonFormState> {
  const auth = await requireRoleMutation('bookings');
  if (!auth.ok) return { status: 'denied', reason: auth.reason };
  const values = formValuesFrom((name) => formText(data, name).slice(0, 8000));
  let result: SalespersonSaveResult;
  try {
    const store = salespeopleStore();
    result = id === null ? await store.create(candidateFrom(values)) : await store.update(id, candidateFrom(values));
  } catch (error) {
    log.error('admin: saving a salesperson failed', { error });
    return { status: 'failed', reason: 'unknown', values };
  }
  if (!result.ok) return result.reason === 'invalid' ? { status: 'invalid', errors: result.errors, values } : { status: 'failed', reason: result.reason, values };
  const { salesperson } = result;
  await audit({
    actor: auth.user,
    action: id === null ? 'salesperson.create' : 'salesperson.update',
    target: `salesperson:${salesperson.id}`,
    detail: { name: salesperson.name, email: salesperson.email, timeZone: salesperson.timeZone, active: salesperson.active },
  });
  // The list and every open form show the saved values.
  refresh();
  return { status: 'saved', name: salesperson.name };
}

export const createSalespersonAction = stateAction<SalespersonFormState>(async (data) => {
  return saveSalesperson(data, null);
});

export const updateSalespersonAction = stateAction<SalespersonFormState>(async (data) => {
  const id = Number(formText(data, 'salesperson'));
  return saveSalesperson(data, Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : 0);
});
