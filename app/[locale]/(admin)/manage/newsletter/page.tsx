import { adminScreenMetadata, guardAdminScreen } from '@/components/admin/admin-screen';
import { DigestPanel, DigestsTable, SubscriberCountsTable, SubscribersTable } from '@/components/admin/newsletter/NewsletterAdmin';
import { AdminHeading } from '@/components/page/AdminHeading';
import { localeOf, type LocaleParams } from '@/i18n/locale-params';
import { newsletterAdminView } from '@/lib/features/newsletter';
import { SUBSCRIBERS_PER_PAGE } from '@/lib/features/newsletter/shared/consent';

export const generateMetadata = adminScreenMetadata('/manage/newsletter', 'newsletterTitle');

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

const heading = 'text-lg font-bold text-ink-950';
const OUTCOMES = ['sent', 'nothing', 'stale', 'nobody', 'failed'] as const;
type Outcome = (typeof OUTCOMES)[number];

/** The newsletter: subscribers per language (counts, a paged table, CSV), and "Send the digest" per language after its preview. */
export default async function NewsletterAdminPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'newsletter', '/manage/newsletter');
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  const query = await searchParams;
  const page = Number(typeof query.page === 'string' ? query.page : '1');
  const outcome = OUTCOMES.find((one) => one === query.digest) as Outcome | undefined;
  const language = query.language === 'es' ? 'es' : 'en';
  const view = await newsletterAdminView(page);
  const total = Object.values(view.counts).reduce((sum, states) => sum + states.pending + states.confirmed + states.unsubscribed, 0);
  const pages = Math.max(1, Math.ceil(total / SUBSCRIBERS_PER_PAGE));
  return (
    <>
      <AdminHeading>{t('newsletterTitle')}</AdminHeading>
      <p className="mt-1 max-w-3xl text-ink-600">{t('newsletter.lead')}</p>
      {outcome && (
        <p role={outcome === 'sent' ? 'status' : 'alert'} className="mt-4 rounded-lg bg-brand-50 p-3 font-medium text-brand-900">
          {t(`newsletter.outcomes.${outcome}`, { language: t(`newsletter.languages.${language}`) })}
        </p>
      )}
      <section aria-labelledby="newsletter-digest" className="mt-10">
        <h2 id="newsletter-digest" className={heading}>
          {t('newsletter.digestTitle')}
        </h2>
        <p className="mt-1 max-w-3xl text-ink-600">{t('newsletter.digestLead')}</p>
        {view.previews.map((preview) => (
          <DigestPanel key={preview.locale} preview={preview} locale={locale} t={t} />
        ))}
      </section>
      <section aria-labelledby="newsletter-counts" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="newsletter-counts" className={heading}>
            {t('newsletter.subscribersTitle')}
          </h2>
          <a href="/api/admin/newsletter/export" className="font-semibold text-brand-800 underline-offset-4 hover:underline" download>
            {t('newsletter.export')}
          </a>
        </div>
        <SubscriberCountsTable counts={view.counts} t={t} />
        <SubscribersTable rows={view.subscribers.rows} locale={locale} t={t} />
        {pages > 1 && (
          <nav aria-label={t('newsletter.pages')} className="mt-4 flex items-center gap-4 text-sm">
            {view.subscribers.page > 1 && (
              <a href={`/${locale}/manage/newsletter?page=${view.subscribers.page - 1}`} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
                {t('newsletter.previous')}
              </a>
            )}
            <span>{t('newsletter.pageOf', { page: view.subscribers.page, pages })}</span>
            {view.subscribers.page < pages && (
              <a href={`/${locale}/manage/newsletter?page=${view.subscribers.page + 1}`} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
                {t('newsletter.next')}
              </a>
            )}
          </nav>
        )}
      </section>
      <section aria-labelledby="newsletter-digests" className="mt-10">
        <h2 id="newsletter-digests" className={heading}>
          {t('newsletter.digestsTitle')}
        </h2>
        <DigestsTable digests={view.digests} locale={locale} t={t} />
      </section>
    </>
  );
}
