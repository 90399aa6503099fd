import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import { NewsletterForm, type NewsletterLabels } from './NewsletterForm.client';

export async function newsletterLabels(locale: Locale): Promise<NewsletterLabels> {
  const t = await getTranslations({ locale, namespace: 'Newsletter.form' });
  return {
    email: t('email'),
    submit: t('submit'),
    sending: t('sending'),
    consent: t('consent'),
    sent: t('sent'),
    rateLimited: t('rateLimited'),
    busy: t('busy'),
    error: t('error'),
    honeypot: t('honeypot'),
    language: t('language'),
    languages: { en: t('languages.en'), es: t('languages.es') },
    errors: { required: t('errors.required'), invalidEmail: t('errors.invalidEmail'), tooLong: t('errors.tooLong'), invalid: t('errors.invalid') },
  };
}

/**
 * The newsletter's sign-up with its heading: in the site footer (`compact`) and at the end of each
 * blog post. `id` names the heading for the region's label.
 */
export async function NewsletterSignup({ locale, id, compact = false }: { locale: Locale; id: string; compact?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'Newsletter.form' });
  return (
    <section aria-labelledby={id} data-newsletter={compact ? 'footer' : 'post'}>
      <h2 id={id} className={compact ? 'text-sm font-semibold text-ink-900' : 'text-xl font-bold text-ink-950'}>
        {compact ? t('title') : t('postTitle')}
      </h2>
      <p className={compact ? 'mt-2 text-sm text-ink-600' : 'mt-2 text-ink-700'}>{t('intro')}</p>
      <NewsletterForm locale={locale} labels={await newsletterLabels(locale)} compact={compact} />
    </section>
  );
}
