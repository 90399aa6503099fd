import { getTranslations } from 'next-intl/server';
import { confirmTextsOf, type MailingListPages } from '@/components/page/MailLinkPages';
import { trustConfirmation, trustUnsubscribeLink } from '@/lib/features/trust';
import { confirmTrustAction } from '@/lib/features/trust/actions/confirm-subscription';
import { unsubscribeFromTrustChanges } from '@/lib/features/trust/actions/unsubscribe-from-changes';

/**
 * The change alerts' mailed links (`/trust/confirm`, `/trust/unsubscribe`), leading back to the
 * trust center. Opening the confirmation link confirms nothing (mail scanners open every link):
 * its button does.
 */
export const trustMailLinks: MailingListPages = {
  back: 'trust',
  confirm: {
    open: trustConfirmation,
    action: confirmTrustAction,
    texts: async (locale) => {
      const t = await getTranslations({ locale, namespace: 'Trust.confirm' });
      return confirmTextsOf(t, t('back'));
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
