'use server';

import { getTranslations } from 'next-intl/server';
import { actionClient } from '@/lib/infra/http/server-action';
import { limits } from '@/lib/infra/rate-limit';
import { refusedSignUp, signUp, signUpRateLimit, subscribeInput, type MailingListSignUp } from '@/lib/infra/subscriptions/subscribe-action';
import { mailSettings } from '@/lib/features/mail';
import { requestNewsletter } from '@/lib/features/newsletter';

/** The newsletter's side of a sign-up: the sentence shown beside the form is stored as the consent asked for. */
const newsletter: MailingListSignUp = {
  name: 'newsletter',
  perEmail: limits.newsletterSubscribeEmail,
  mailReady: () => Boolean(mailSettings()),
  request: async ({ email, locale, language }) => {
    const consentText = (await getTranslations({ locale, namespace: 'Newsletter.form' }))('consent');
    await requestNewsletter({ email, language, consentText });
  },
};

/**
 * The newsletter's sign-up (footer, end of each post), with and without JavaScript: rate limited
 * per visitor address, validated, then per email address, then a confirmation mail (double
 * opt-in) in the language chosen.
 */
export const subscribeToNewsletter = actionClient
  .input(subscribeInput)
  .use(signUpRateLimit(limits.newsletterSubscribe))
  .onInvalid(refusedSignUp)
  .stateAction(({ input }) => signUp(newsletter, input));
