import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TrustNotice } from '@/components/trust/TrustNotice';
import { localeOf, type LocaleParams } from '@/i18n/locale-params';
import { confirmTrustSubscription, type ConfirmOutcome } from '@/lib/features/trust';
import { log } from '@/lib/infra/log.mjs';

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Per request, never cached: the answer depends on the link.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await localeOf(params);
  const [t, meta] = await Promise.all([getTranslations({ locale, namespace: 'Trust.confirm' }), getTranslations({ locale, namespace: 'Metadata' })]);
  return { title: { absolute: meta('titleTemplate', { page: t('title') }) }, robots: { index: false, follow: false }, referrer: 'same-origin' };
}

const STATUS = { confirmed: undefined, 'already-confirmed': undefined, expired: 410, unknown: 404 } as const;
const TEXT = { confirmed: 'confirmed', 'already-confirmed': 'alreadyConfirmed', expired: 'expired', unknown: 'unknown' } as const;

/** `/{locale}/trust/confirm?token=…`: the link of the confirmation mail (double opt-in). */
export default async function ConfirmTrustAlertsPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const { token } = await searchParams;
  const t = await getTranslations({ locale, namespace: 'Trust.confirm' });
  let outcome: ConfirmOutcome['outcome'] | 'failed';
  try {
    outcome = (await confirmTrustSubscription(typeof token === 'string' ? token : null)).outcome;
  } catch (error) {
    log.error('trust: a confirmation link failed', { error });
    outcome = 'failed';
  }
  if (outcome === 'failed') {
    const u = await getTranslations({ locale, namespace: 'Trust.unsubscribe' });
    return (
      <TrustNotice locale={locale} title={t('title')} status={503} back={t('back')}>
        <p>{u('failed')}</p>
      </TrustNotice>
    );
  }
  return (
    <TrustNotice locale={locale} title={t('title')} status={STATUS[outcome]} back={t('back')}>
      <p role={STATUS[outcome] ? 'alert' : 'status'}>{t(TEXT[outcome])}</p>
    </TrustNotice>
  );
}
