'use server';

import { getTranslations } from 'next-intl/server';
import { limits } from '@/lib/infra/rate-limit';
import { subscribeAction } from '@/lib/infra/subscriptions/subscribe-action';
import { mailSettings } from '@/lib/features/mail';
import { requestNewsletter } from '@/lib/features/newsletter';

/**
 * The newsletter's sign-up (footer, end of each post), with and without JavaScript: rate limited
 * per visitor address and per email address, validated, then a confirmation mail (double opt-in)
 * in the language chosen. The sentence shown beside the form is stored as the consent asked for.
 */
export const subscribeToNewsletter = subscribeAction({
  name: 'newsletter',
  perAddress: limits.newsletterSubscribe,
  perEmail: limits.newsletterSubscribeEmail,
  mailReady: () => Boolean(mailSettings()),
  request: async ({ email, locale, language }) => {
    const consentText = (await getTranslations({ locale, namespace: 'Newsletter.form' }))('consent');
    await requestNewsletter({ email, language, consentText });
  },
});
