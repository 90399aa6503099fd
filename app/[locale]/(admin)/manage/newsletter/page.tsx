import { adminScreenMetadata, guardAdminScreen } from '@/components/admin/admin-screen';
import { Pager } from '@/components/admin/Pager';
import { DigestPanel, DigestsTable, SubscriberCountsTable, SubscribersTable } from '@/components/admin/newsletter/NewsletterAdmin';
import { AdminHeading } from '@/components/page/AdminHeading';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import { newsletterAdminView } from '@/lib/features/newsletter';
import { requestedPage } from '@/lib/infra/util/paging';

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
  const outcome = OUTCOMES.find((one) => one === query.digest) as Outcome | undefined;
  const language = query.language === 'es' ? 'es' : 'en';
  const view = await newsletterAdminView(requestedPage(query.page));
  const { subscribers } = view;
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
        <Pager locale={locale} path="/manage/newsletter" page={subscribers.page} pageCount={subscribers.pageCount} pageSize={subscribers.pageSize} total={subscribers.total} list={t('newsletter.subscribersTitle')} t={t} />
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
