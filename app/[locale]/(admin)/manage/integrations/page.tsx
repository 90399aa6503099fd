import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { ListSearch } from '@/components/admin/ListSearch';
import { BulkBar } from '@/components/admin/lists/BulkBar';
import { BulkOutcome } from '@/components/admin/lists/BulkConfirm';
import { searchLabels, sortLink } from '@/components/admin/lists/list-links';
import { Pager } from '@/components/admin/Pager';
import { IntegrationsTable } from '@/components/admin/integrations/IntegrationsTable';
import { AdminHeading } from '@/components/page/AdminHeading';
import { getPathname, Link } from '@/lib/infra/routing/navigation';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { isFiltered, listFilters, parseListQuery, listAddress, type BulkAction, type ListQuery } from '@/lib/infra/util/list-query';
import { ADMIN_PAGE_SIZE } from '@/lib/infra/util/paging';
import { adminCategories, adminIntegrations } from '@/lib/features/integrations';
import { INTEGRATIONS_LIST } from '@/lib/features/integrations/shared/list-spec';
import { INTEGRATION_STATUSES, type IntegrationSort, type IntegrationStatus } from '@/lib/features/integrations/shared/types';

export const generateMetadata = adminScreenMetadata('/manage/integrations', 'integrationsTitle');

const BULK_FORM = 'integrations-bulk';
/** Editors and admins both publish an integration from its editor, so both get every bulk action. */
const BULK: BulkAction[] = ['publish', 'unpublish', 'delete', 'export'];

/** Every integration, drafts included: searched, filtered, sorted and paged from the URL, with bulk actions, the categories and the way to a new one. */
export default async function ManageIntegrationsPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'integrations', '/manage/integrations');
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  const raw = await searchParams;
  const categories = await adminCategories.all();
  const parsed = parseListQuery(raw, INTEGRATIONS_LIST);
  // A category the table does not hold (renamed, deleted, typed) filters nothing.
  const query: ListQuery<IntegrationSort> = categories.some((category) => category.slug === parsed.category) ? parsed : { ...parsed, category: undefined };
  const integrations = await adminIntegrations.page(query.page, ADMIN_PAGE_SIZE, {
    search: query.q,
    status: query.status as IntegrationStatus | undefined,
    category: query.category,
    sort: query.sort,
    dir: query.dir,
    names: locale,
  });
  const filters = listFilters(query, INTEGRATIONS_LIST);
  const action = getPathname({ href: '/manage/integrations', locale });
  const back = listAddress(action, filters, integrations.page);
  const sort = (key: IntegrationSort) => sortLink(action, filters, query, INTEGRATIONS_LIST, key);
  const counted = (count: number) => t('lists.items.integrations', { count });
  const { deleted } = raw;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <AdminHeading>{t('integrationsTitle')}</AdminHeading>
        <div className="flex flex-wrap gap-3">
          <Link locale={locale} href="/manage/integrations/categories" className="btn btn-secondary">
            {t('integrationCategories.manage')}
          </Link>
          <Link locale={locale} href="/manage/integrations/new" className="btn btn-primary">
            {t('integrations.addNew')}
          </Link>
        </div>
      </div>
      <p className="mt-1 max-w-3xl text-ink-600">{t('integrations.lead')}</p>
      {deleted && (
        <p role="status" className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {deleted === '1' ? t('integrations.deleted') : t('integrations.notDeleted')}
        </p>
      )}
      <BulkOutcome query={raw} counted={counted} t={t} />
      <ListSearch
        action={action}
        id="integrations"
        labels={searchLabels(t, t('lists.search.integrationWords'))}
        q={query.q}
        keep={{ sort: filters.sort, dir: filters.dir }}
        choices={[
          { name: 'status', label: t('columns.status'), any: t('lists.search.anyStatus'), value: query.status, options: INTEGRATION_STATUSES.map((status) => ({ value: status, label: t(`integrations.fields.statuses.${status}`) })) },
          { name: 'category', label: t('integrations.columns.category'), any: t('lists.search.anyCategory'), value: query.category, options: categories.map((category) => ({ value: category.slug, label: category.name[locale] })) },
        ]}
      />
      <div className="mt-6 overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">
        <BulkBar id={BULK_FORM} confirmPath={getPathname({ href: '/manage/integrations/bulk', locale })} back={back} actions={BULK} pageIds={integrations.rows.map((integration) => integration.id)} t={t} />
        <IntegrationsTable
          locale={locale}
          integrations={integrations.rows}
          select={BULK_FORM}
          sorts={{ name: sort('name'), category: sort('category'), status: sort('status'), updated: sort('updated') }}
          empty={isFiltered(query) ? t('lists.noMatch') : undefined}
        />
      </div>
      <Pager locale={locale} path="/manage/integrations" filters={filters} page={integrations.page} pageCount={integrations.pageCount} pageSize={integrations.pageSize} total={integrations.total} list={t('integrationsTitle')} t={t} />
    </>
  );
}
