'use server';

import { getDatabase } from '@/lib/infra/db';
import { actionClient } from '@/lib/infra/http/server-action';
import { limits } from '@/lib/infra/rate-limit';
import { backToLinkPage, linkButtonInput, pressLinkButton, type LinkButton } from '@/lib/infra/subscriptions/link-action';
import { unsubscribe } from '@/lib/features/trust/subscribers';

const unsubscribeButton: LinkButton = { page: '/trust/unsubscribe', limit: limits.trustLink, apply: async (token) => unsubscribe(await getDatabase(), token) };

/**
 * The button of the unsubscribe page (the link in every change mail), with or without JavaScript.
 * Idempotent: the page it leads back to says where the address stands.
 */
export const unsubscribeFromTrustChanges = actionClient
  .input(linkButtonInput)
  .onInvalid(backToLinkPage(unsubscribeButton))
  .formAction(({ input }) => pressLinkButton(unsubscribeButton, input));
