import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { Container } from '@/components/sections/Container';
import { HttpStatus } from '@/components/seo/HttpStatus';
import { getTranslations } from 'next-intl/server';
import { pages } from '@/lib/infra/routing/pages';
import { demoButtonLabel } from '@/lib/features/site-settings';

/** An expired, unknown or cancelled booking link (or one read too often): what happened, and the way to a new demo. */
export async function BookingGone({ locale, title, text, status = 404 }: { locale: Locale; title: string; text: string; status?: 404 | 429 | null }) {
  const t = await getTranslations({ locale, namespace: 'Booking' });
  return (
    <Container className="max-w-2xl py-20 text-center">
      {status && <HttpStatus code={status} />}
      <h1 className="text-3xl font-extrabold text-ink-950">{title}</h1>
      <p className="mt-4 text-lg text-ink-600">{text}</p>
      <Link locale={locale} href={pages.demo.path} className="btn btn-primary mt-8">
        {(await demoButtonLabel(locale)) ?? t('requestDemo')}
      </Link>
    </Container>
  );
}
