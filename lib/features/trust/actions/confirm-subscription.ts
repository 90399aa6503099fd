'use server';

import { limits } from '@/lib/infra/rate-limit';
import { linkButtonAction } from '@/lib/infra/subscriptions/link-action';
import { confirmTrustSubscription } from '@/lib/features/trust';

/** The confirm page's button: the change alerts start (once; the page says where the address stands). */
export const confirmTrustAction = linkButtonAction('/trust/confirm', limits.trustLink, confirmTrustSubscription);
