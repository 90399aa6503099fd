'use server';

import { actionClient } from '@/lib/infra/http/server-action';
import { limits } from '@/lib/infra/rate-limit';
import { backToLinkPage, linkButtonInput, pressLinkButton, type LinkButton } from '@/lib/infra/subscriptions/link-action';
import { confirmTrustSubscription } from '@/lib/features/trust';

const confirmButton: LinkButton = { page: '/trust/confirm', limit: limits.trustLink, apply: confirmTrustSubscription };

/** The confirm page's button: the change alerts start (once; the page says where the address stands). */
export const confirmTrustAction = actionClient
  .input(linkButtonInput)
  .onInvalid(backToLinkPage(confirmButton))
  .formAction(({ input }) => pressLinkButton(confirmButton, input));
