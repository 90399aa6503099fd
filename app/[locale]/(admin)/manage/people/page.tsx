import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { InviteForm } from '@/components/admin/people/InviteForm.client';
import { Pager } from '@/components/admin/Pager';
import { PeopleTable } from '@/components/admin/people/PeopleTable';
import { PendingInvites } from '@/components/admin/people/PendingInvites';
import { describeRoles } from '@/components/admin/people/role-rights';
import { AdminHeading } from '@/components/page/AdminHeading';
import { peopleStore } from '@/lib/features/people';
import type { PeopleOutcome } from '@/lib/features/people/actions/shared';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { ADMIN_PAGE_SIZE, requestedPage } from '@/lib/infra/util/paging';

const OUTCOMES: readonly PeopleOutcome[] = ['updated', 'last-admin', 'not-found', 'revoked', 'invite-gone'];
const GOOD: readonly PeopleOutcome[] = ['updated', 'revoked'];

export const generateMetadata = adminScreenMetadata('/manage/people', 'peopleTitle');

/** The team, a page at a time (`?page=`): roles and what each may do, deactivation, invitations and the pending ones (admins only). */
export default async function PeoplePage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'people', '/manage/people');
  if (!screen.ok) return screen.denied;
  const { t, user } = screen;
  const { people: outcomeParam, page } = await searchParams;
  const outcome = OUTCOMES.find((value) => value === outcomeParam);
  const [people, invites, rights] = await Promise.all([peopleStore().page(requestedPage(page), ADMIN_PAGE_SIZE), peopleStore().pendingInvites(), describeRoles(locale)]);
  return (
    <>
      <AdminHeading>{t('peopleTitle')}</AdminHeading>
      <p className="mt-1 text-ink-600">{t('people.lead')}</p>
      {outcome && (
        <p role="status" className={`mt-6 rounded-lg p-4 text-sm ${GOOD.includes(outcome) ? 'bg-brand-50 text-brand-900' : 'bg-red-50 text-red-800'}`}>
          {t(`people.${outcome}`)}
        </p>
      )}
      <div className="mt-8">
        <PeopleTable locale={locale} people={people.rows} me={user.id} rights={rights} />
      </div>
      <Pager locale={locale} path="/manage/people" page={people.page} pageCount={people.pageCount} pageSize={people.pageSize} total={people.total} list={t('peopleTitle')} t={t} />
      <section aria-labelledby="invite-title" className="mt-8 rounded-card border border-ink-100 bg-white p-6 shadow-card">
        <h2 id="invite-title" className="text-lg font-bold text-ink-950">
          {t('people.inviteTitle')}
        </h2>
        <InviteForm locale={locale} rights={rights} />
        {invites.rows.length > 0 && <PendingInvites locale={locale} invites={invites.rows} total={invites.total} />}
      </section>
    </>
  );
}
