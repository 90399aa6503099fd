'use server';

import { unsubscribeFromNewsletter } from '@/lib/features/newsletter';
import { linkButtonAction } from './link-action';

/** The unsubscribe page's button (the link at the end of every newsletter mail). */
export const unsubscribeFromNewsletterAction = linkButtonAction('unsubscribe', unsubscribeFromNewsletter);
