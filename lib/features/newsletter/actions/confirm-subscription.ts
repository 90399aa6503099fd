'use server';

import { limits } from '@/lib/infra/rate-limit';
import { linkButtonAction } from '@/lib/infra/subscriptions/link-action';
import { confirmNewsletterSubscription } from '@/lib/features/newsletter';

/** The confirm page's button: confirms the sign-up and records the consent (once). */
export const confirmNewsletterAction = linkButtonAction('/newsletter/confirm', limits.newsletterLink, confirmNewsletterSubscription);
