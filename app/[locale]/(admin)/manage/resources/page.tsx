import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { Pager } from '@/components/admin/Pager';
import { ResourcesTable } from '@/components/admin/resources/ResourcesTable';
import { AdminHeading } from '@/components/page/AdminHeading';
import { Link } from '@/lib/infra/routing/navigation';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { ADMIN_PAGE_SIZE, requestedPage } from '@/lib/infra/util/paging';
import { adminResources } from '@/lib/features/resources';

export const generateMetadata = adminScreenMetadata('/manage/resources', 'resourcesTitle');

/** The resource library, both languages and both states, with each one's download count. */
export default async function ManageResourcesPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'resources', '/manage/resources');
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  const resources = await adminResources.page(requestedPage((await searchParams).page), ADMIN_PAGE_SIZE);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <AdminHeading>{t('resourcesTitle')}</AdminHeading>
        <Link locale={locale} href="/manage/resources/new" className="btn btn-primary">
          {t('resources.addNew')}
        </Link>
      </div>
      <p className="mt-1 max-w-3xl text-ink-600">{t('resources.lead')}</p>
      <div className="mt-8 overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">
        <ResourcesTable locale={locale} resources={resources.rows} translations={resources.translations} />
      </div>
      <Pager locale={locale} path="/manage/resources" page={resources.page} pageCount={resources.pageCount} pageSize={resources.pageSize} total={resources.total} list={t('resourcesTitle')} t={t} />
    </>
  );
}
