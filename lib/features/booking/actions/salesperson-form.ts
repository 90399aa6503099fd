import 'server-only';
/** The availability editor's save, shared by adding and changing a salesperson. */
import { refresh } from 'next/cache';
import { audit } from '@/lib/features/audit';
import * as z from 'zod/mini';
import { serialIdField, textField } from '@/lib/infra/http/form-fields';
import { signedInWith } from '@/lib/features/people';
import { candidateFrom, formValuesFrom, SALESPERSON_FORM_FIELDS, type SalespersonErrors, type SalespersonFormValues } from '@/lib/features/booking/shared/salesperson-input';
import { salespeopleStore, type SalespersonSaveResult } from '@/lib/features/booking/salespeople';
import { log } from '@/lib/infra/log.mjs';
import type { AuthUser, Denied } from '@/lib/features/people/shared/types';

export type SalespersonFormState =
  | { status: 'idle' }
  | { status: 'saved'; name: string }
  | { status: 'invalid'; errors: SalespersonErrors; values: SalespersonFormValues }
  | { status: 'failed'; reason: 'not-found' | 'unknown'; values: SalespersonFormValues }
  | { status: 'denied'; reason: Denied };

/** The editor's form: every input as typed (at most 8,000 characters), and the salesperson changed (none: a new one). */
export const salespersonForm = z.object({
  ...(Object.fromEntries(SALESPERSON_FORM_FIELDS.map((name) => [name, textField(8000)])) as Record<string, ReturnType<typeof textField>>),
  salesperson: serialIdField,
});

/** Only admins (the `bookings` permission) change the sales team. */
export const mayChangeTeam = signedInWith('bookings', (reason): SalespersonFormState => ({ status: 'denied', reason }));

export async function saveSalesperson(form: z.infer<typeof salespersonForm>, id: number | null, actor: AuthUser): Promise<SalespersonFormState> {
  const typed = form as Record<string, unknown>;
  const values = formValuesFrom((name) => (typeof typed[name] === 'string' ? typed[name] : ''));
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
    actor,
    action: id === null ? 'salesperson.create' : 'salesperson.update',
    target: `salesperson:${salesperson.id}`,
    detail: { name: salesperson.name, email: salesperson.email, timeZone: salesperson.timeZone, languages: salesperson.languages, active: salesperson.active },
  });
  // The list and every open form show the saved values.
  refresh();
  return { status: 'saved', name: salesperson.name };
}
