import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { newsletterNoticeMetadata } from '@/components/newsletter/NewsletterNotice';
import { UnsubscribeScreen } from '@/components/page/MailLinkNotice';
import { localeOf, type LocaleParams } from '@/i18n/locale-params';
import { newsletterUnsubscribeLink } from '@/lib/features/newsletter';
import { unsubscribeFromNewsletterAction } from '@/lib/features/newsletter/actions/unsubscribe';
import { pages } from '@/lib/infra/routing/pages';

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Per request, never cached: the answer depends on the link and on what its owner just did.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return newsletterNoticeMetadata(await localeOf(params), 'unsubscribe');
}

/**
 * `/{locale}/newsletter/unsubscribe?token=…`: the link at the end of every newsletter mail.
 * Opening it changes nothing (mail scanners open links); its button does, with or without JavaScript.
 */
export default async function UnsubscribeNewsletterPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const { token, busy, failed } = await searchParams;
  const [t, back] = await Promise.all([getTranslations({ locale, namespace: 'Newsletter.unsubscribe' }), getTranslations({ locale, namespace: 'Newsletter' })]);
  return (
    <UnsubscribeScreen
      locale={locale}
      token={typeof token === 'string' ? token : ''}
      problem={busy ? 'busy' : failed ? 'failed' : null}
      read={newsletterUnsubscribeLink}
      action={unsubscribeFromNewsletterAction}
      back={{ href: pages.blog.path, label: back('back') }}
      texts={(key, values) => t(key, values)}
    />
  );
}
