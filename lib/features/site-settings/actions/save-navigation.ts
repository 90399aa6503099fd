'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { localeField, textField, versionField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { consume } from '@/lib/infra/rate-limit';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import { SettingsConflictError, settingsWrites } from '@/lib/features/site-settings';
import { checkNavigation, NAVIGATION_JSON_MAX, type SiteNavigation } from '@/lib/features/site-settings/shared/navigation';
import { SETTINGS_SAVE_RATE, withNavigation } from '@/lib/features/site-settings/shared/settings';
import type { FieldErrors } from '@/lib/features/pages/shared/field-errors';
import type { Denied } from '@/lib/features/people/shared/types';

export type NavigationFormState =
  | { status: 'idle' }
  | { status: 'invalid'; errors: FieldErrors }
  /** Someone saved, published or discarded the settings since this form was opened: nothing was written. */
  | { status: 'conflict' }
  | { status: 'failed' }
  | { status: 'rate-limited'; seconds: number }
  | { status: 'denied'; reason: Denied };

const navigationInput = z.object({
  /** The menus as the form holds them, JSON (checked below against the schema's own bounds). */
  navigation: textField(NAVIGATION_JSON_MAX + 1),
  /** The language of the menus being edited; `locale` is the admin's own. */
  language: localeField,
  intent: z.catch(z.enum(['save', 'publish', 'reset']), 'save'),
  draftVersion: versionField,
  publishedVersion: versionField,
  locale: localeField,
});

function parsed(json: string): unknown {
  if (json.length > NAVIGATION_JSON_MAX) return null;
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

/**
 * The navigation screen's form: one language's menus saved into the settings' draft, published
 * (with the rest of the draft), or reset to the site's own menus in a draft. The contact fields
 * and the other language's menus are kept as they are.
 */
export const saveNavigationAction = actionClient
  .input(navigationInput)
  .use(signedInWith('settings', (reason): NavigationFormState => ({ status: 'denied', reason })))
  .onInvalid((): NavigationFormState => ({ status: 'denied', reason: 'forbidden' }))
  .stateAction(async ({ input, ctx: user }): Promise<NavigationFormState> => {
    const rate = await consume(SETTINGS_SAVE_RATE, `user:${user.id}`);
    if (!rate.allowed) return { status: 'rate-limited', seconds: rate.retryAfter };
    let navigation: SiteNavigation | null = null;
    if (input.intent !== 'reset') {
      const checked = checkNavigation(parsed(input.navigation));
      if (!checked.ok) return { status: 'invalid', errors: checked.errors };
      navigation = checked.navigation;
    }
    const edit = withNavigation(input.language, navigation);
    const detail = { part: 'navigation', language: input.language, ...(navigation ? {} : { reset: true }) };
    let done: 'draft' | 'published';
    try {
      if (input.intent === 'publish') {
        const published = await settingsWrites.publish(edit, { published: input.publishedVersion, draft: input.draftVersion }, user.id);
        await audit({ actor: user, action: 'settings.publish', target: 'site-settings', detail: { ...detail, version: published.version, navigation } });
        done = 'published';
      } else {
        const version = await settingsWrites.saveDraft(edit, input.draftVersion, user.id);
        await audit({ actor: user, action: 'settings.draft', target: 'site-settings', detail: { ...detail, version } });
        done = 'draft';
      }
    } catch (error) {
      if (error instanceof SettingsConflictError) return { status: 'conflict' };
      log.error('admin: saving the site navigation failed', { error });
      return { status: 'failed' };
    }
    redirect(`/${input.locale}/manage/settings/navigation?lang=${input.language}&done=${done}`);
  });
