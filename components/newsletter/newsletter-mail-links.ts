import { getTranslations } from 'next-intl/server';
import { confirmTextsOf, type MailingListPages } from '@/components/page/MailLinkPages';
import { newsletterConfirmation, newsletterUnsubscribeLink } from '@/lib/features/newsletter';
import { confirmNewsletterAction } from '@/lib/features/newsletter/actions/confirm-subscription';
import { unsubscribeFromNewsletterAction } from '@/lib/features/newsletter/actions/unsubscribe';

/**
 * The newsletter's mailed links (`/newsletter/confirm`, `/newsletter/unsubscribe`), leading back to
 * the blog. Opening the confirmation link confirms nothing (mail scanners open every link, which
 * would confirm addresses whose owners never asked): its button does.
 */
export const newsletterMailLinks: MailingListPages = {
  back: 'blog',
  confirm: {
    open: newsletterConfirmation,
    action: confirmNewsletterAction,
    texts: async (locale) => {
      const [t, n] = await Promise.all([getTranslations({ locale, namespace: 'Newsletter.confirm' }), getTranslations({ locale, namespace: 'Newsletter' })]);
      return confirmTextsOf(t, n('back'));
    },
  },
  unsubscribe: {
    read: newsletterUnsubscribeLink,
    action: unsubscribeFromNewsletterAction,
    texts: async (locale) => {
      const [t, n] = await Promise.all([getTranslations({ locale, namespace: 'Newsletter.unsubscribe' }), getTranslations({ locale, namespace: 'Newsletter' })]);
      return (key, values) => (key === 'back' ? n('back') : t(key, values));
    },
  },
};
