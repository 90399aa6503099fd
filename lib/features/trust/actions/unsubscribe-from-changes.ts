'use server';

import { getDatabase } from '@/lib/infra/db';
import { limits } from '@/lib/infra/rate-limit';
import { linkButtonAction } from '@/lib/infra/subscriptions/link-action';
import { unsubscribe } from '@/lib/features/trust/subscribers';

/**
 * The button of the unsubscribe page (the link in every change mail), with or without JavaScript.
 * Idempotent: the page it leads back to says where the address stands.
 */
export const unsubscribeFromTrustChanges = linkButtonAction('/trust/unsubscribe', limits.trustLink, async (token) => unsubscribe(await getDatabase(), token));
