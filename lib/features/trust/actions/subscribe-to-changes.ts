'use server';

import { createHash } from 'node:crypto';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import * as z from 'zod/mini';
import { getDatabase } from '@/lib/infra/db';
import { CLIENT_IP_HEADER } from '@/lib/infra/http/client-ip.mjs';
import { localeField, textField } from '@/lib/infra/http/form-fields';
import { stateAction } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { addressKey, consume, limits } from '@/lib/infra/rate-limit';
import { mailSettings } from '@/lib/features/mail';
import { queueConfirmation } from '@/lib/features/trust/notifications';
import { requestSubscription } from '@/lib/features/trust/subscribers';
import { subscribeSchema, trustErrorsOf } from '@/lib/features/trust/shared/inputs';
import { SUBSCRIBE_HONEYPOT } from '@/lib/features/trust/shared/subscribe';
import type { SubscribeState } from '@/lib/features/trust/shared/types';

const typed = (raw: Readonly<Record<string, unknown>>) => (typeof raw.email === 'string' ? raw.email.slice(0, 320) : '');

/**
 * "Notify me of changes" on the trust center, with and without JavaScript: rate limited per visitor
 * address and per email address, validated, then a confirmation mail (double opt-in). The answer
 * is the same whether the address was new, pending or already confirmed.
 */
export const subscribeToTrustChanges = stateAction({
  input: z.object({ ...subscribeSchema.shape, locale: localeField, [SUBSCRIBE_HONEYPOT]: textField(200) }),
  guard: async (raw) => {
    const ip = (await headers()).get(CLIENT_IP_HEADER) ?? 'unknown';
    const limit = await consume(limits.trustSubscribe, addressKey(ip));
    return limit.allowed ? { ok: true as const, context: undefined } : { ok: false as const, answer: { status: 'rate-limited', retryAfter: limit.retryAfter, email: typed(raw) } as SubscribeState };
  },
  invalid: ({ issues, raw }): SubscribeState => ({ status: 'invalid', error: trustErrorsOf<'email'>(issues).email ?? 'invalid', email: typed(raw) }),
  run: async ({ email, locale, [SUBSCRIBE_HONEYPOT]: honeypot }): Promise<SubscribeState> => {
    // A bot gets the person's answer and nothing is stored or sent.
    if (honeypot.trim() !== '') return { status: 'sent', email };
    // Keyed by a digest: no address in the counters' table, and a key short enough for it.
    const perEmail = await consume(limits.trustSubscribeEmail, createHash('sha256').update(email).digest('base64url'));
    if (!perEmail.allowed) return { status: 'rate-limited', retryAfter: perEmail.retryAfter, email };
    if (!mailSettings()) return { status: 'error', email };
    try {
      const consentText = (await getTranslations({ locale, namespace: 'Trust.subscribe' }))('consent');
      const request = await requestSubscription(await getDatabase(), { email, locale, consentText });
      if (request.kind === 'confirm') await queueConfirmation(email, locale, request.token);
      return { status: 'sent', email };
    } catch (error) {
      log.error('trust: a subscription could not be stored', { error });
      return { status: 'error', email };
    }
  },
});
