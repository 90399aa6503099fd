import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LinkButtonForm, NewsletterNotice, newsletterNoticeMetadata } from '@/components/newsletter/NewsletterNotice';
import { localeOf, type LocaleParams } from '@/i18n/locale-params';
import { newsletterConfirmation } from '@/lib/features/newsletter';
import { confirmNewsletterAction } from '@/lib/features/newsletter/actions/confirm-subscription';
import { log } from '@/lib/infra/log.mjs';

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Per request, never cached: the answer depends on the link and on what its owner just did.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return newsletterNoticeMetadata(await localeOf(params), 'confirm');
}

/**
 * `/{locale}/newsletter/confirm?token=…`: the link of the confirmation mail (double opt-in).
 * Opening it confirms nothing — mail scanners open every link, which would confirm addresses
 * whose owners never asked — its button does (a form POST, with or without JavaScript).
 */
export default async function ConfirmNewsletterPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const { token, busy, failed } = await searchParams;
  const t = await getTranslations({ locale, namespace: 'Newsletter.confirm' });
  const value = typeof token === 'string' ? token : '';
  let link: Awaited<ReturnType<typeof newsletterConfirmation>>;
  try {
    link = await newsletterConfirmation(value);
  } catch (error) {
    log.error('newsletter: a confirmation link could not be read', { error });
    return (
      <NewsletterNotice locale={locale} page="confirm" status={503}>
        <p role="alert">{t('failed')}</p>
      </NewsletterNotice>
    );
  }
  if (link.outcome === 'unknown' || link.outcome === 'expired') {
    return (
      <NewsletterNotice locale={locale} page="confirm" status={link.outcome === 'unknown' ? 404 : 410}>
        <p role="alert">{t(link.outcome)}</p>
      </NewsletterNotice>
    );
  }
  if (link.outcome !== 'pending') {
    return (
      <NewsletterNotice locale={locale} page="confirm">
        <p role="status">{t('confirmed')}</p>
      </NewsletterNotice>
    );
  }
  const problem = busy ? t('busy') : failed ? t('failed') : null;
  return (
    <NewsletterNotice locale={locale} page="confirm" status={busy ? 429 : failed ? 503 : undefined}>
      {problem && <p role="alert">{problem}</p>}
      <LinkButtonForm action={confirmNewsletterAction} token={value} locale={locale} label={t('button')}>
        <p>{t('question', { email: link.maskedEmail })}</p>
      </LinkButtonForm>
    </NewsletterNotice>
  );
}
