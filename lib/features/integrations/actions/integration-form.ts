import 'server-only';
/** What the integration editor's actions share: the posted form, read as typed. */
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { fileField, flagField, localeField, serialIdField, textField, versionField } from '@/lib/infra/http/form-fields';
import type { RawForm } from '@/lib/infra/http/server-action';
import type { AuditAction } from '@/lib/features/audit';
import { INTEGRATION_FIELDS, type IntegrationFormValues } from '@/lib/features/integrations/shared/integration-input';
import type { IntegrationEntry } from '@/lib/features/integrations/shared/types';

/** As often as the other editors allow (a bulk action counts as one save). */
export const INTEGRATION_SAVE_RATE = { name: 'integration-save', points: 60, durationSeconds: 60 } as const;

export const integrationForm = z.object({
  // Generous caps: the checks say which field is too long; this only bounds what is read.
  ...(Object.fromEntries(INTEGRATION_FIELDS.map((name) => [name, textField(10_000)])) as Record<(typeof INTEGRATION_FIELDS)[number], ReturnType<typeof textField>>),
  /** A new logo file (its bytes decide the type; lib/infra/uploads/logo-upload.ts). */
  logoFile: fileField,
  /** "Remove the uploaded logo": the mark shows again. */
  logoRemove: flagField,
  /** The admin area's language, where the editor goes back to after a save. */
  locale: localeField,
  id: serialIdField,
  version: versionField,
});
export type IntegrationForm = z.infer<typeof integrationForm>;

export function typedValues(form: IntegrationForm): IntegrationFormValues {
  const values = Object.fromEntries(INTEGRATION_FIELDS.map((name) => [name, form[name]])) as IntegrationFormValues;
  // "Remove the logo": the stored address goes (a new file chosen at once replaces it anyway).
  if (form.logoRemove) values.logo = '';
  // The image style without its image: the mark kept behind it shows again (a file chosen at once is a new image).
  if (form.logoRemove && !form.logoFile && values.markKind === 'image') values.markKind = values.markIcon ? 'icon' : 'wordmark';
  return values;
}

/** What a save did, for the audit log. */
export function integrationAuditAction(before: IntegrationEntry | null, after: IntegrationEntry): AuditAction {
  if (after.status === 'published' && before?.status !== 'published') return 'integration.publish';
  if (before?.status === 'published' && after.status !== 'published') return 'integration.unpublish';
  return before ? 'integration.edit' : 'integration.create';
}

/** Someone who may not touch integrations goes back to the admin area's start. */
export const backToManage = (_reason: unknown, raw: RawForm): never => redirect(`/${raw.locale === 'es' ? 'es' : 'en'}/manage`);
