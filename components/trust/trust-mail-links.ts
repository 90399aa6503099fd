import { getTranslations } from 'next-intl/server';
import type { MailingListPages } from '@/components/page/MailLinkPages';
import { confirmTrustSubscription, trustUnsubscribeLink } from '@/lib/features/trust';
import { unsubscribeFromTrustChanges } from '@/lib/features/trust/actions/unsubscribe-from-changes';

/**
 * The change alerts' mailed links (`/trust/confirm`, `/trust/unsubscribe`), leading back to the
 * trust center. Opening the confirmation link confirms the address (there is no button).
 */
export const trustMailLinks: MailingListPages = {
  back: 'trust',
  confirm: {
    open: confirmTrustSubscription,
    texts: async (locale) => {
      const [t, u] = await Promise.all([getTranslations({ locale, namespace: 'Trust.confirm' }), getTranslations({ locale, namespace: 'Trust.unsubscribe' })]);
      return { title: t('title'), back: t('back'), confirmed: t('confirmed'), alreadyConfirmed: t('alreadyConfirmed'), expired: t('expired'), unknown: t('unknown'), failed: u('failed') };
    },
  },
  unsubscribe: {
    read: trustUnsubscribeLink,
    action: unsubscribeFromTrustChanges,
    texts: async (locale) => {
      const t = await getTranslations({ locale, namespace: 'Trust.unsubscribe' });
      return (key, values) => t(key, values);
    },
  },
};
