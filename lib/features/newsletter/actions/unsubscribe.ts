'use server';

import { limits } from '@/lib/infra/rate-limit';
import { linkButtonAction } from '@/lib/infra/subscriptions/link-action';
import { unsubscribeFromNewsletter } from '@/lib/features/newsletter';

/** The unsubscribe page's button (the link at the end of every newsletter mail). */
export const unsubscribeFromNewsletterAction = linkButtonAction('/newsletter/unsubscribe', limits.newsletterLink, unsubscribeFromNewsletter);
