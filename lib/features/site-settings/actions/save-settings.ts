'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { localeField, versionField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { consume } from '@/lib/infra/rate-limit';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import { SettingsConflictError, settingsWrites } from '@/lib/features/site-settings';
import { checkSettings, SETTINGS_FIELDS, SETTINGS_SAVE_RATE, settingsFields, withFields, type SettingsErrors, type SettingsValues } from '@/lib/features/site-settings/shared/settings';
import type { Denied } from '@/lib/features/people/shared/types';

export type SettingsFormState =
  | { status: 'idle' }
  | { status: 'invalid'; errors: SettingsErrors; values: SettingsValues }
  /** Someone saved, published or discarded since this form was opened: nothing was written. */
  | { status: 'conflict'; values: SettingsValues }
  | { status: 'failed'; reason: 'unknown' | 'noDraft'; values: SettingsValues }
  | { status: 'rate-limited'; seconds: number; values: SettingsValues }
  | { status: 'denied'; reason: Denied };

const settingsInput = z.object({
  ...settingsFields,
  intent: z.catch(z.enum(['save', 'publish', 'discard']), 'save'),
  draftVersion: versionField,
  publishedVersion: versionField,
  locale: localeField,
});

/**
 * The settings screen's one form: save a draft, publish what the form holds, or throw the draft
 * away. Works without JavaScript; a refused save comes back with what was typed. A publish expires
 * every public page's copy of the settings (their footers show the phone).
 */
export const saveSettingsAction = actionClient
  .input(settingsInput)
  .use(signedInWith('settings', (reason): SettingsFormState => ({ status: 'denied', reason })))
  .onInvalid((): SettingsFormState => ({ status: 'denied', reason: 'forbidden' }))
  .stateAction(async ({ input, ctx: user }): Promise<SettingsFormState> => {
    const values: SettingsValues = Object.fromEntries(SETTINGS_FIELDS.map((field) => [field, input[field] ?? '']));
    const rate = await consume(SETTINGS_SAVE_RATE, `user:${user.id}`);
    if (!rate.allowed) return { status: 'rate-limited', seconds: rate.retryAfter, values };
    let done: 'draft' | 'published' | 'discarded';
    try {
      if (input.intent === 'discard') {
        if (!(await settingsWrites.discard(input.draftVersion))) return { status: 'failed', reason: 'noDraft', values };
        await audit({ actor: user, action: 'settings.discard', target: 'site-settings' });
        done = 'discarded';
      } else {
        const checked = checkSettings(values);
        if (!checked.ok) return { status: 'invalid', errors: checked.errors, values };
        if (input.intent === 'publish') {
          const { version: published } = await settingsWrites.publish(withFields(checked.settings), { published: input.publishedVersion, draft: input.draftVersion }, user.id);
          await audit({ actor: user, action: 'settings.publish', target: 'site-settings', detail: { version: published, settings: checked.settings } });
          done = 'published';
        } else {
          const saved = await settingsWrites.saveDraft(withFields(checked.settings), input.draftVersion, user.id);
          await audit({ actor: user, action: 'settings.draft', target: 'site-settings', detail: { version: saved } });
          done = 'draft';
        }
      }
    } catch (error) {
      if (error instanceof SettingsConflictError) return { status: 'conflict', values };
      log.error('admin: saving the site settings failed', { error });
      return { status: 'failed', reason: 'unknown', values };
    }
    redirect(`/${input.locale}/manage/settings?done=${done}`);
  });
