'use server';

import { getTranslations } from 'next-intl/server';
import { getDatabase } from '@/lib/infra/db';
import { actionClient } from '@/lib/infra/http/server-action';
import { limits } from '@/lib/infra/rate-limit';
import { refusedSignUp, signUp, signUpRateLimit, subscribeInput, type MailingListSignUp } from '@/lib/infra/subscriptions/subscribe-action';
import { mailSettings } from '@/lib/features/mail';
import { queueConfirmation } from '@/lib/features/trust/notifications';
import { requestSubscription } from '@/lib/features/trust/subscribers';

/** The trust center's side of a sign-up: the consent shown stored, a confirmation mailed unless already confirmed. */
const trustChanges: MailingListSignUp = {
  name: 'trust',
  perEmail: limits.trustSubscribeEmail,
  mailReady: () => Boolean(mailSettings()),
  request: async ({ email, locale }) => {
    const consentText = (await getTranslations({ locale, namespace: 'Trust.subscribe' }))('consent');
    const request = await requestSubscription(await getDatabase(), { email, locale, consentText });
    if (request.kind === 'confirm') await queueConfirmation(email, locale, request.token);
  },
};

/**
 * "Notify me of changes" on the trust center, with and without JavaScript: rate limited per visitor
 * address and per email address, validated, then a confirmation mail (double opt-in). The answer
 * is the same whether the address was new, pending or already confirmed.
 */
export const subscribeToTrustChanges = actionClient
  .input(subscribeInput)
  .use(signUpRateLimit(limits.trustSubscribe))
  .onInvalid(refusedSignUp)
  .stateAction(({ input }) => signUp(trustChanges, input));
