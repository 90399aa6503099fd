import { adminScreenMetadata, guardAdminScreen } from '@/components/admin/admin-screen';
import { ListSearch } from '@/components/admin/ListSearch';
import { BulkBar } from '@/components/admin/lists/BulkBar';
import { BulkOutcome } from '@/components/admin/lists/BulkConfirm';
import { searchLabels, sortLink } from '@/components/admin/lists/list-links';
import { Pager } from '@/components/admin/Pager';
import { DigestDraftForm } from '@/components/admin/newsletter/DigestDraftForm.client';
import { DigestsTable, IssuePreview, SendIssuePanel, SubscriberCountsTable, SubscribersTable } from '@/components/admin/newsletter/NewsletterAdmin';
import { AdminHeading } from '@/components/page/AdminHeading';
import { getPathname } from '@/lib/infra/routing/navigation';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import { newsletterAdminView } from '@/lib/features/newsletter';
import { SUBSCRIBER_LANGUAGES, SUBSCRIBER_STATES, SUBSCRIBERS_LIST, type SubscriberSort, type SubscriberState } from '@/lib/features/newsletter/shared/list-spec';
import { can } from '@/lib/features/people/shared/permissions';
import { isFiltered, listFilters, parseListQuery, listAddress, queryString } from '@/lib/infra/util/list-query';

export const generateMetadata = adminScreenMetadata('/manage/newsletter', 'newsletterTitle');

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

const heading = 'text-lg font-bold text-ink-950';
const stamp = (at: Date, locale: string) => new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(at) + ' UTC';
const OUTCOMES = ['sent', 'nothing', 'stale', 'nobody', 'failed', 'scheduled', 'bad-time', 'unscheduled', 'not-scheduled', 'test-queued', 'test-nothing', 'test-off', 'test-limit'] as const;
type Outcome = (typeof OUTCOMES)[number];
const GOOD: readonly Outcome[] = ['sent', 'scheduled', 'unscheduled', 'test-queued'];
const BULK_FORM = 'subscribers-bulk';

/**
 * The newsletter: the next digest (its texts and posts per language, which editors and admins
 * prepare; its preview and a test to oneself; sending with a confirmation naming the count, or
 * scheduling, for admins), the subscribers (admins: personal data; searched, filtered, sorted and
 * paged from the URL, deleted or exported in bulk) and the digests sent.
 */
export default async function NewsletterAdminPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'newsletter.digest', '/manage/newsletter');
  if (!screen.ok) return screen.denied;
  const { t, user } = screen;
  const admin = can(user.role, 'newsletter');
  const query = await searchParams;
  const outcome = OUTCOMES.find((one) => one === query.digest) as Outcome | undefined;
  const language = query.language === 'es' ? 'es' : 'en';
  const list = parseListQuery(query, SUBSCRIBERS_LIST);
  const view = await newsletterAdminView(list.page, {
    subscribers: admin,
    query: { search: list.q, status: list.status as SubscriberState | undefined, language: list.lang as 'en' | 'es' | undefined, sort: list.sort, dir: list.dir },
  });
  const { subscribers, draft } = view;
  const filters = listFilters(list, SUBSCRIBERS_LIST);
  const action = getPathname({ href: '/manage/newsletter', locale });
  const back = listAddress(action, filters, subscribers?.page ?? 1);
  const sort = (key: SubscriberSort) => sortLink(action, filters, list, SUBSCRIBERS_LIST, key);
  const counted = (count: number) => t('lists.items.subscribers', { count });
  return (
    <>
      <AdminHeading>{t('newsletterTitle')}</AdminHeading>
      <p className="mt-1 max-w-3xl text-ink-600">{admin ? t('newsletter.lead') : t('newsletter.editorLead')}</p>
      {outcome && (
        <p role={GOOD.includes(outcome) ? 'status' : 'alert'} className="mt-4 rounded-lg bg-brand-50 p-3 font-medium text-brand-900">
          {t(`newsletter.outcomes.${outcome}`, { language: t(`newsletter.languageWords.${language}`), email: user.email })}
        </p>
      )}
      <section aria-labelledby="newsletter-digest" className="mt-10">
        <h2 id="newsletter-digest" className={heading}>
          {t('newsletter.digestTitle')}
        </h2>
        <p className="mt-1 max-w-3xl text-ink-600">{t('newsletter.digestLead')}</p>
        <p className="mt-2 text-sm text-ink-600" data-draft-saved>
          {draft.updatedAt ? t('newsletter.draft.savedBy', { by: draft.updatedByEmail ?? '—', at: stamp(draft.updatedAt, locale) }) : t('newsletter.draft.notSaved')}
        </p>
        <DigestDraftForm
          version={draft.version}
          languages={view.languages.map((issue) => ({
            locale: issue.locale,
            text: draft.content[issue.locale],
            selection: issue.selection.map((post) => ({ id: post.id, title: post.title })),
            defaults: issue.defaults,
          }))}
        />
        {view.languages.map((issue) => (
          <IssuePreview key={issue.locale} issue={issue} locale={locale} email={user.email} t={t} />
        ))}
        {admin ? (
          <SendIssuePanel draft={draft} issue={view.languages} confirming={query.confirm === 'send'} locale={locale} t={t} />
        ) : (
          <p className="mt-6 rounded-lg bg-ink-50 p-4 text-ink-700">{t('newsletter.send.adminsOnly')}</p>
        )}
      </section>
      {admin && view.counts && subscribers && (
        <section aria-labelledby="newsletter-counts" className="mt-10">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="newsletter-counts" className={heading}>
              {t('newsletter.subscribersTitle')}
            </h2>
            <a href={`/api/admin/newsletter/export${queryString(filters)}`} className="font-semibold text-brand-800 underline-offset-4 hover:underline" download>
              {subscribers.total > 0 && isFiltered(list) ? t('lists.exportAll', { items: counted(subscribers.total) }) : t('newsletter.export')}
            </a>
          </div>
          <SubscriberCountsTable counts={view.counts} t={t} />
          <BulkOutcome query={query} counted={counted} t={t} />
          <ListSearch
            action={action}
            id="subscribers"
            labels={searchLabels(t, t('lists.search.emailWords'))}
            q={list.q}
            keep={{ sort: filters.sort, dir: filters.dir }}
            choices={[
              { name: 'status', label: t('newsletter.status'), any: t('lists.search.anyStatus'), value: list.status, options: SUBSCRIBER_STATES.map((state) => ({ value: state, label: t(`newsletter.statuses.${state}`) })) },
              { name: 'lang', label: t('newsletter.language'), any: t('lists.search.anyLanguage'), value: list.lang, options: SUBSCRIBER_LANGUAGES.map((lang) => ({ value: lang, label: t(`lists.languages.${lang}`) })) },
            ]}
          />
          <div className="mt-6 overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">
            <BulkBar id={BULK_FORM} confirmPath={getPathname({ href: '/manage/newsletter/bulk', locale })} back={back} actions={['delete', 'export']} pageIds={subscribers.rows.map((row) => row.id)} t={t} />
            <SubscribersTable
              rows={subscribers.rows}
              locale={locale}
              t={t}
              select={BULK_FORM}
              sorts={{ email: sort('email'), requested: sort('requested') }}
              empty={isFiltered(list) ? t('lists.noMatch') : undefined}
            />
          </div>
          <Pager locale={locale} path="/manage/newsletter" filters={filters} page={subscribers.page} pageCount={subscribers.pageCount} pageSize={subscribers.pageSize} total={subscribers.total} list={t('newsletter.subscribersTitle')} t={t} />
        </section>
      )}
      <section aria-labelledby="newsletter-digests" className="mt-10">
        <h2 id="newsletter-digests" className={heading}>
          {t('newsletter.digestsTitle')}
        </h2>
        <DigestsTable digests={view.digests} locale={locale} t={t} />
      </section>
    </>
  );
}
