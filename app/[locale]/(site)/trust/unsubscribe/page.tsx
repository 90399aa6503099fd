import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TrustNotice } from '@/components/trust/TrustNotice';
import { localeOf, type LocaleParams } from '@/i18n/locale-params';
import { trustUnsubscribeLink, type UnsubscribeLink } from '@/lib/features/trust';
import { unsubscribeFromTrustChanges } from '@/lib/features/trust/actions/unsubscribe-from-changes';
import { log } from '@/lib/infra/log.mjs';

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
  const value = typeof token === 'string' ? token : '';
  let link: UnsubscribeLink | null;
  try {
    link = await trustUnsubscribeLink(value);
  } catch (error) {
    log.error('trust: an unsubscribe link could not be read', { error });
    return (
      <TrustNotice locale={locale} title={t('title')} status={503} back={t('back')}>
        <p role="alert">{t('failed')}</p>
      </TrustNotice>
    );
  }
  if (!link) {
    return (
      <TrustNotice locale={locale} title={t('title')} status={404} back={t('back')}>
        <p role="alert">{t('unknown')}</p>
      </TrustNotice>
    );
  }
  const problem = busy ? t('busy') : failed ? t('failed') : null;
  return (
    <TrustNotice locale={locale} title={t('title')} status={busy ? 429 : failed ? 503 : undefined} back={t('back')}>
      {problem && <p role="alert">{problem}</p>}
      {link.subscribed ? (
        <form action={unsubscribeFromTrustChanges} className="space-y-6">
          <p>{t('question', { email: link.maskedEmail })}</p>
          <input type="hidden" name="token" value={value} />
          <input type="hidden" name="locale" value={locale} />
          <button type="submit" className="btn btn-primary">
            {t('button')}
          </button>
        </form>
      ) : (
        <>
          <p role="status">{t('done', { email: link.maskedEmail })}</p>
          <p className="text-base">{t('resubscribe')}</p>
        </>
      )}
    </TrustNotice>
  );
}
