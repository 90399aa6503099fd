'use server';

import { headers } from 'next/headers';
import { limits } from '@/lib/infra/rate-limit';
import { linkButtonAction } from '@/lib/infra/subscriptions/link-action';
import { confirmNewsletterSubscription } from '@/lib/features/newsletter';

/** The confirm page's button: confirms the sign-up, records the consent (once) and counts the confirmation (analytics). */
export const confirmNewsletterAction = linkButtonAction('/newsletter/confirm', limits.newsletterLink, async (token) => confirmNewsletterSubscription(token, await headers()));
