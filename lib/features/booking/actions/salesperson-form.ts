import 'server-only';
/** The availability editor's save, shared by adding and changing a salesperson. */
import { refresh } from 'next/cache';
import { audit } from '@/lib/features/audit';
import { requireRoleMutation } from '@/lib/features/people';
import { candidateFrom, formValuesFrom, type SalespersonErrors, type SalespersonFormValues } from '@/lib/features/booking/shared/salesperson-input';
import { salespeopleStore, type SalespersonSaveResult } from '@/lib/features/booking/salespeople';
import { formText } from '@/lib/infra/http/form-data';
import { log } from '@/lib/infra/log.mjs';
import type { Denied } from '@/lib/features/people/shared/types';

export type SalespersonFormState =
  | { status: 'idle' }
  | { status: 'saved'; name: string }
  | { status: 'invalid'; errors: SalespersonErrors; values: SalespersonFormValues }
  | { status: 'failed'; reason: 'not-found' | 'unknown'; values: SalespersonFormValues }
  | { status: 'denied'; reason: Denied };

export async function saveSalesperson(data: FormData, id: number | null): Promise<SalespersonFormState> {
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
