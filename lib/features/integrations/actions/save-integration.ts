'use server';

import { redirect } from 'next/navigation';
import { getEnv } from '@/lib/infra/env.mjs';
import { actionClient } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { consume } from '@/lib/infra/rate-limit';
import { getDatabase } from '@/lib/infra/db';
import { discardUnreferencedUploads, droppedFiles } from '@/lib/infra/uploads/discard';
import { saveLogoUpload } from '@/lib/infra/uploads/logo-upload';
import { uploadOptionsFromEnv, type UploadRefusal } from '@/lib/infra/uploads/store';
import { audit } from '@/lib/features/audit';
import { rememberUpload } from '@/lib/features/media';
import { signedInWith } from '@/lib/features/people';
import type { AuthUser, Denied } from '@/lib/features/people/shared/types';
import { integrationAddressChanged } from '@/lib/features/integrations/address-changes';
import { adminCategories, adminIntegrations, createIntegration, updateIntegration } from '@/lib/features/integrations/repository';
import { checkIntegration, type IntegrationErrors, type IntegrationFormValues } from '@/lib/features/integrations/shared/integration-input';
import { IntegrationSlugTakenError, IntegrationVersionConflictError, type IntegrationEntry, type IntegrationInput } from '@/lib/features/integrations/shared/types';
import { INTEGRATION_SAVE_RATE, integrationAuditAction, integrationForm, typedValues, type IntegrationForm } from '@/lib/features/integrations/actions/integration-form';

export type SaveIntegrationProblem =
  | { key: 'invalid' | 'notFound' | 'unknown' }
  | { key: 'tooManySaves'; seconds: number }
  /** The chosen logo file was refused (not an image, too large, empty, too many pixels, an unsafe SVG) or could not be stored. */
  | ({ key: 'upload' } & (UploadRefusal | { reason: 'failed' }));

export type SaveIntegrationState =
  | { status: 'idle' }
  | { status: 'refused'; problem: SaveIntegrationProblem; errors: IntegrationErrors; values: IntegrationFormValues }
  /** Someone saved the integration since this editor opened it: nothing was overwritten. */
  | { status: 'conflict'; version: number; values: IntegrationFormValues }
  | { status: 'denied'; reason: Denied };

const refused = (values: IntegrationFormValues, problem: SaveIntegrationProblem, errors: IntegrationErrors = {}): SaveIntegrationState => ({ status: 'refused', problem, errors, values });

/**
 * Saves an integration from the editor (new or edited; publishing and unpublishing are its state
 * field). The role check is the guard's, on every call. Works without JavaScript; a refused save
 * comes back with what was typed and a reason beside each wrong field.
 */
export const saveIntegrationAction = actionClient
  .input(integrationForm)
  .use(signedInWith('integrations', (reason): SaveIntegrationState => ({ status: 'denied', reason })))
  .onInvalid((): SaveIntegrationState => ({ status: 'denied', reason: 'forbidden' }))
  .stateAction(async ({ input: form, ctx: user }): Promise<SaveIntegrationState> => {
    const values = typedValues(form);
    const rate = await consume(INTEGRATION_SAVE_RATE, `user:${user.id}`);
    if (!rate.allowed) return refused(values, { key: 'tooManySaves', seconds: rate.retryAfter });
    const current = form.id ? await adminIntegrations.byId(form.id) : null;
    if (form.id && !current) return refused(values, { key: 'notFound' });
    const withLogo = await storeLogo(form, values, user.id);
    if (!withLogo.ok) return withLogo.answer;
    const categories = (await adminCategories.all()).map((category) => category.slug);
    const checked = checkIntegration(withLogo.values, categories);
    if (!checked.ok) return refused(withLogo.values, { key: 'invalid' }, checked.errors);
    return store(user, current, checked.integration, form, withLogo.values);
  });

/**
 * Stores a chosen logo file (as customer stories do: the bytes decide the type, an SVG is drawn into
 * a PNG) and puts its address in the form, so a save refused for another field keeps it.
 */
async function storeLogo(form: IntegrationForm, values: IntegrationFormValues, userId: number): Promise<{ ok: true; values: IntegrationFormValues } | { ok: false; answer: SaveIntegrationState }> {
  if (!form.logoFile) return { ok: true, values };
  try {
    const saved = await saveLogoUpload(form.logoFile, uploadOptionsFromEnv(getEnv()));
    if (!saved.ok) return { ok: false, answer: refused(values, { key: 'upload', ...saved }, { logo: 'invalid' }) };
    await rememberUpload(saved.url, { label: form.logoFile.name, uploadedBy: userId });
    return { ok: true, values: { ...values, logo: saved.url } };
  } catch (error) {
    log.error('admin: an integration logo upload failed', { error });
    return { ok: false, answer: refused(values, { key: 'upload', reason: 'failed' }) };
  }
}

async function store(user: AuthUser, current: IntegrationEntry | null, input: IntegrationInput, form: IntegrationForm, values: IntegrationFormValues): Promise<SaveIntegrationState> {
  let saved: IntegrationEntry | null;
  try {
    saved = current ? await updateIntegration(current.id, input, form.version) : await createIntegration(input);
  } catch (error) {
    if (error instanceof IntegrationSlugTakenError) return refused(values, { key: 'invalid' }, { slug: 'taken' });
    if (error instanceof IntegrationVersionConflictError) return { status: 'conflict', version: error.current.version, values };
    log.error('admin: saving an integration failed', { error });
    return refused(values, { key: 'unknown' });
  }
  if (!saved) return refused(values, { key: 'notFound' });
  await audit({ actor: user, action: integrationAuditAction(current, saved), target: `integration:${saved.id}`, detail: { slug: saved.slug, status: saved.status, version: saved.version, logo: saved.logo } });
  // A published integration renamed leaves a 308 behind; search engines hear of published changes.
  await integrationAddressChanged(current, saved);
  // The save has committed: a replaced or removed logo no row names any more is deleted.
  await discardUnreferencedUploads(droppedFiles(current, saved, ['logo']), getDatabase, uploadOptionsFromEnv(getEnv()));
  redirect(`/${form.locale}/manage/integrations/${saved.id}?saved=1`);
}
