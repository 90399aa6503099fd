'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { localeField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { consume, limits } from '@/lib/infra/rate-limit';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import { sendDigestTest } from '@/lib/features/newsletter';
import { newsletterScreen } from './screen';

/**
 * "Send me a test": one language of the saved issue to the signed-in account's own address (never
 * another), at most `limits.newsletterTest` per account; audited.
 */
export const sendDigestTestAction = actionClient
  .input(z.object({ locale: localeField, language: localeField }))
  .use(signedInWith<void>('newsletter.digest', (_reason, raw) => redirect(newsletterScreen(raw))))
  .onInvalid(({ raw }) => redirect(newsletterScreen(raw)))
  .formAction(async ({ input: { locale, language }, ctx: user }): Promise<void> => {
    if (!(await consume(limits.newsletterTest, `user:${user.id}`)).allowed) redirect(newsletterScreen({ locale }, `?digest=test-limit&language=${language}`));
    let outcome: string;
    try {
      outcome = `test-${await sendDigestTest(language, user.email)}`;
      if (outcome === 'test-queued') await audit({ actor: user, action: 'newsletter.test', target: 'newsletter-issue:next', detail: { language } });
    } catch (error) {
      log.error('newsletter: a test digest could not be queued', { error });
      outcome = 'failed';
    }
    redirect(newsletterScreen({ locale }, `?digest=${outcome}&language=${language}`));
  });
