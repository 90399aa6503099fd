import 'server-only';
/** What the opening editor's actions share: the posted form, read as typed, and the account's rights. */
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { listTextField, localeField, serialIdField, textField, versionField } from '@/lib/infra/http/form-fields';
import type { RawForm } from '@/lib/infra/http/server-action';
import type { AuditAction } from '@/lib/features/audit';
import { mayEditEntry } from '@/lib/features/publishing/shared/workflow';
import type { AuthUser } from '@/lib/features/people/shared/types';
import { adminOpenings } from '@/lib/features/openings/repository';
import { OPENING_FIELDS, type OpeningField, type OpeningFormValues } from '@/lib/features/openings/shared/opening-input';
import type { Opening } from '@/lib/features/openings/shared/types';

export const openingForm = z.object({
  // Generous caps: the checks say which field is too long; this only bounds what is read.
  ...(Object.fromEntries(OPENING_FIELDS.map((name) => [name, textField(10_000)])) as Record<OpeningField, ReturnType<typeof textField>>),
  /** The country picker posts one code per chosen country. */
  countries: listTextField(10_000),
  /** The admin area's language, where the editor goes back to after a save. */
  locale: localeField,
  id: serialIdField,
  version: versionField,
  translationOf: serialIdField,
});
export type OpeningForm = z.infer<typeof openingForm>;

export const typedValues = (form: OpeningForm): OpeningFormValues => Object.fromEntries(OPENING_FIELDS.map((name) => [name, form[name]])) as OpeningFormValues;

/** What a save did, for the audit log: its move through the workflow, or an edit. */
export function openingAuditAction(before: Opening | null, after: Opening): AuditAction {
  if (after.status === 'published' && before?.status !== 'published') return 'opening.publish';
  if (after.status === 'scheduled' && (before?.status !== 'scheduled' || before.publishedAt !== after.publishedAt)) return 'opening.schedule';
  if (before?.status === 'published' && after.status !== 'published') return 'opening.close';
  if (after.status === 'review' && before?.status !== 'review') return 'opening.submit';
  return before ? 'opening.edit' : 'opening.create';
}

/** Someone who may not touch openings goes back to the admin area's start. */
export const backToManage = (_reason: unknown, raw: RawForm): never => redirect(`/${raw.locale === 'es' ? 'es' : 'en'}/manage`);

/** The opening with this id when the account may change it (an author: their own drafts), else null. */
export async function editableOpening(user: AuthUser, id: number | null): Promise<Opening | null> {
  const opening = id ? await adminOpenings.byId(id) : null;
  return opening && mayEditEntry(user, opening) ? opening : null;
}
