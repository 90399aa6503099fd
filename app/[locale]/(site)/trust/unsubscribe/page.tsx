import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UnsubscribeScreen } from '@/components/page/MailLinkNotice';
import { localeOf, type LocaleParams } from '@/i18n/locale-params';
import { trustUnsubscribeLink } from '@/lib/features/trust';
import { unsubscribeFromTrustChanges } from '@/lib/features/trust/actions/unsubscribe-from-changes';
import { pages } from '@/lib/infra/routing/pages';

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Per request, never cached: the answer depends on the link and on what its owner just did.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await localeOf(params);
  const [t, meta] = await Promise.all([getTranslations({ locale, namespace: 'Trust.unsubscribe' }), getTranslations({ locale, namespace: 'Metadata' })]);
  return { title: { absolute: meta('titleTemplate', { page: t('title') }) }, robots: { index: false, follow: false }, referrer: 'same-origin' };
}

/**
 * `/{locale}/trust/unsubscribe?token=…`: the link in every change mail. Opening it changes
 * nothing (mail scanners open links); its button does, with or without JavaScript.
 */
export default async function UnsubscribeTrustAlertsPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const { token, busy, failed } = await searchParams;
  const t = await getTranslations({ locale, namespace: 'Trust.unsubscribe' });
  return (
    <UnsubscribeScreen
      locale={locale}
      token={typeof token === 'string' ? token : ''}
      problem={busy ? 'busy' : failed ? 'failed' : null}
      read={trustUnsubscribeLink}
      action={unsubscribeFromTrustChanges}
      back={{ href: pages.trust.path, label: t('back') }}
      texts={(key, values) => t(key, values)}
    />
  );
}
