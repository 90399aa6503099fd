'use server';

import { actionClient } from '@/lib/infra/http/server-action';
import { limits } from '@/lib/infra/rate-limit';
import { backToLinkPage, linkButtonInput, pressLinkButton, type LinkButton } from '@/lib/infra/subscriptions/link-action';
import { unsubscribeFromNewsletter } from '@/lib/features/newsletter';

const unsubscribeButton: LinkButton = { page: '/newsletter/unsubscribe', limit: limits.newsletterLink, apply: unsubscribeFromNewsletter };

/** The unsubscribe page's button (the link at the end of every newsletter mail). */
export const unsubscribeFromNewsletterAction = actionClient
  .input(linkButtonInput)
  .onInvalid(backToLinkPage(unsubscribeButton))
  .formAction(({ input }) => pressLinkButton(unsubscribeButton, input));
