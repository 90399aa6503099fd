import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LinkButtonForm, NewsletterNotice, newsletterNoticeMetadata } from '@/components/newsletter/NewsletterNotice';
import { localeOf, type LocaleParams } from '@/i18n/locale-params';
import { newsletterUnsubscribeLink, type UnsubscribeLink } from '@/lib/features/newsletter';
import { unsubscribeFromNewsletterAction } from '@/lib/features/newsletter/actions/unsubscribe';
import { log } from '@/lib/infra/log.mjs';

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
  const t = await getTranslations({ locale, namespace: 'Newsletter.unsubscribe' });
  const value = typeof token === 'string' ? token : '';
  let link: UnsubscribeLink | null;
  try {
    link = await newsletterUnsubscribeLink(value);
  } catch (error) {
    log.error('newsletter: an unsubscribe link could not be read', { error });
    return (
      <NewsletterNotice locale={locale} page="unsubscribe" status={503}>
        <p role="alert">{t('failed')}</p>
      </NewsletterNotice>
    );
  }
  if (!link) {
    return (
      <NewsletterNotice locale={locale} page="unsubscribe" status={404}>
        <p role="alert">{t('unknown')}</p>
      </NewsletterNotice>
    );
  }
  const problem = busy ? t('busy') : failed ? t('failed') : null;
  return (
    <NewsletterNotice locale={locale} page="unsubscribe" status={busy ? 429 : failed ? 503 : undefined}>
      {problem && <p role="alert">{problem}</p>}
      {link.subscribed ? (
        <LinkButtonForm action={unsubscribeFromNewsletterAction} token={value} locale={locale} label={t('button')}>
          <p>{t('question', { email: link.maskedEmail })}</p>
        </LinkButtonForm>
      ) : (
        <>
          <p role="status">{t('done', { email: link.maskedEmail })}</p>
          <p className="text-base">{t('resubscribe')}</p>
        </>
      )}
    </NewsletterNotice>
  );
}
