'use server';

import { confirmNewsletterSubscription } from '@/lib/features/newsletter';
import { linkButtonAction } from './link-action';

/** The confirm page's button: confirms the sign-up and records the consent (once). */
export const confirmNewsletterAction = linkButtonAction('confirm', confirmNewsletterSubscription);
