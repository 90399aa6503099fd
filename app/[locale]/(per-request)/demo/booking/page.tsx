import { PerRequestShell } from '@/components/layout/PerRequestShell';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BookingConfirmation } from '@/components/booking/BookingConfirmation';
import { BookingGone } from '@/components/booking/BookingGone';
import { bookingByToken } from '@/lib/features/booking';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import type { Locale } from '@/lib/infra/routing/routing';

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Read per request and never cached: the link's owner may have just moved or cancelled it.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'Booking' });
  return { title: t('confirmedTitle'), robots: { index: false, follow: false }, referrer: 'same-origin' };
}

/** `/{locale}/demo/booking?token=…`: the visitor's booked meeting, its calendar files, and moving or cancelling it. */
export default async function BookingPage({ params, searchParams }: Props) {
  const [locale, query] = await Promise.all([localeOf(params), searchParams]);
  return (
    <PerRequestShell locale={locale} path="/demo/booking" searchParams={query}>
      <Booking locale={locale} token={query.token} error={query.error} />
    </PerRequestShell>
  );
}

async function Booking({ locale, token, error }: { locale: Locale; token: string | string[] | undefined; error: string | string[] | undefined }) {
  const found = await bookingByToken(token);
  if (!found || typeof token !== 'string') {
    const t = await getTranslations({ locale, namespace: 'Booking' });
    return <BookingGone locale={locale} title={t('notFoundTitle')} text={t('notFoundText')} />;
  }
  return <BookingConfirmation locale={locale} token={token} rateLimited={error === 'rate'} {...found} />;
}
