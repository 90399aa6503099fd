import 'server-only';
/** What the trust screen's actions share: the role check, the answers, and what happens after a change. */
import { after } from 'next/server';
import { refresh } from 'next/cache';
import { textFields, type RawForm } from '@/lib/infra/http/server-action';
import { kickMail } from '@/lib/features/mail';
import { signedInWith } from '@/lib/features/people';
import { trustChanged } from '@/lib/features/trust/repository';
import { trustErrorsOf } from '@/lib/features/trust/shared/inputs';
import type { ComplianceFormState, DpaUploadState, SubprocessorFormState, TrustAdminState } from '@/lib/features/trust/shared/types';

/** Admins and editors (the `trust` permission) change the trust center; anyone else is told why not. */
export const mayEditCompliance = signedInWith('trust', (reason): ComplianceFormState => ({ status: 'denied', reason }));
export const mayEditSubprocessors = signedInWith('trust', (reason): SubprocessorFormState => ({ status: 'denied', reason }));
export const mayEditDpa = signedInWith('trust', (reason): DpaUploadState => ({ status: 'denied', reason, at: Date.now() }));

/** What was typed (at most 2,000 characters a field), to fill a refused form again. */
export function echoValues<Field extends string>(fields: readonly Field[], raw: RawForm): Partial<Record<Field, string>> {
  return Object.fromEntries(Object.entries(textFields(raw, fields)).map(([field, value]) => [field, String(value).slice(0, 2_000)])) as Partial<Record<Field, string>>;
}

/** A refused form: each field's first problem, and what was typed. */
export function invalidState<Field extends string>(fields: readonly Field[], issues: readonly { path: PropertyKey[]; message: string }[], raw: RawForm): TrustAdminState<Field> {
  return { status: 'invalid', errors: trustErrorsOf<Field>(issues), values: echoValues(fields, raw) };
}

/**
 * After a change: the public page and feed expire, the admin's screen shows the new state, and
 * (for the subprocessors) the mail loop announces the change now rather than at its next poll.
 */
export function afterTrustChange({ announce = false } = {}): void {
  trustChanged();
  refresh();
  if (announce) after(() => kickMail());
}
