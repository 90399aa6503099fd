'use server';

import { headers } from 'next/headers';
import { actionClient } from '@/lib/infra/http/server-action';
import { limits } from '@/lib/infra/rate-limit';
import { backToLinkPage, linkButtonInput, pressLinkButton, type LinkButton } from '@/lib/infra/subscriptions/link-action';
import { confirmNewsletterSubscription } from '@/lib/features/newsletter';

const confirmButton: LinkButton = { page: '/newsletter/confirm', limit: limits.newsletterLink, apply: async (token) => confirmNewsletterSubscription(token, await headers()) };

/** The confirm page's button: confirms the sign-up, records the consent (once) and counts the confirmation (analytics). */
export const confirmNewsletterAction = actionClient
  .input(linkButtonInput)
  .onInvalid(backToLinkPage(confirmButton))
  .formAction(({ input }) => pressLinkButton(confirmButton, input));
