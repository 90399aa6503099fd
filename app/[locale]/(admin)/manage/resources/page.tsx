import { getTranslations } from 'next-intl/server';
import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { ListSearch } from '@/components/admin/ListSearch';
import { BulkBar } from '@/components/admin/lists/BulkBar';
import { BulkOutcome } from '@/components/admin/lists/BulkConfirm';
import { searchLabels, sortLink } from '@/components/admin/lists/list-links';
import { Pager } from '@/components/admin/Pager';
import { ResourcesTable } from '@/components/admin/resources/ResourcesTable';
import { AdminHeading } from '@/components/page/AdminHeading';
import { getPathname, Link } from '@/lib/infra/routing/navigation';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { BULK_ACTIONS, isFiltered, listFilters, parseListQuery, listAddress, queryString } from '@/lib/infra/util/list-query';
import { ADMIN_PAGE_SIZE } from '@/lib/infra/util/paging';
import { adminResources } from '@/lib/features/resources';
import { RESOURCES_LIST, type ResourceListSort } from '@/lib/features/resources/shared/list-spec';
import { RESOURCE_TYPES, type ResourceType } from '@/lib/features/resources/shared/types';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@/lib/features/publishing/shared/workflow';

export const generateMetadata = adminScreenMetadata('/manage/resources', 'resourcesTitle');

const BULK_FORM = 'resources-bulk';

/** The resource library, both languages and both states, with each one's download count: searched, filtered, sorted and paged from the URL, with bulk actions. */
export default async function ManageResourcesPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'resources', '/manage/resources');
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  const raw = await searchParams;
  const query = parseListQuery(raw, RESOURCES_LIST);
  const [resources, names] = await Promise.all([
    adminResources.page(query.page, ADMIN_PAGE_SIZE, {
      search: query.q,
      type: query.kind as ResourceType | undefined,
      language: query.lang as ContentLanguage | undefined,
      status: query.status as 'draft' | 'published' | undefined,
      sort: query.sort,
      dir: query.dir,
    }),
    getTranslations({ locale, namespace: 'Resources' }),
  ]);
  const filters = listFilters(query, RESOURCES_LIST);
  const action = getPathname({ href: '/manage/resources', locale });
  const sort = (key: ResourceListSort) => sortLink(action, filters, query, RESOURCES_LIST, key);
  const back = listAddress(action, filters, resources.page);
  const counted = (count: number) => t('lists.items.resources', { count });
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <AdminHeading>{t('resourcesTitle')}</AdminHeading>
        <Link locale={locale} href="/manage/resources/new" className="btn btn-primary">
          {t('resources.addNew')}
        </Link>
      </div>
      <p className="mt-1 max-w-3xl text-ink-600">{t('resources.lead')}</p>
      <BulkOutcome query={raw} counted={counted} t={t} />
      <ListSearch
        action={action}
        id="resources"
        labels={searchLabels(t, t('lists.search.titleWords'))}
        q={query.q}
        keep={{ sort: filters.sort, dir: filters.dir }}
        choices={[
          { name: 'kind', label: t('resources.columns.type'), any: t('lists.search.anyType'), value: query.kind, options: RESOURCE_TYPES.map((type) => ({ value: type, label: names(`types.${type}`) })) },
          { name: 'lang', label: t('columns.language'), any: t('lists.search.anyLanguage'), value: query.lang, options: CONTENT_LANGUAGES.map((lang) => ({ value: lang, label: t(`lists.languages.${lang}`) })) },
          { name: 'status', label: t('columns.status'), any: t('lists.search.anyStatus'), value: query.status, options: (['draft', 'published'] as const).map((status) => ({ value: status, label: t(`resources.statuses.${status}`) })) },
        ]}
      />
      {resources.total > 0 && (
        <p className="mt-4 text-end">
          <a href={`/api/admin/resources/export${queryString(filters)}`} className="font-semibold text-brand-800 underline-offset-4 hover:underline" download>
            {t('lists.exportAll', { items: counted(resources.total) })}
          </a>
        </p>
      )}
      <div className="mt-6 overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">
        {/* Whoever edits resources publishes them (no role between): every action is offered. */}
        <BulkBar id={BULK_FORM} confirmPath={getPathname({ href: '/manage/resources/bulk', locale })} back={back} actions={BULK_ACTIONS} pageIds={resources.rows.map((resource) => resource.id)} t={t} />
        <ResourcesTable locale={locale} resources={resources.rows} translations={resources.translations} select={BULK_FORM} sorts={{ title: sort('title'), downloads: sort('downloads') }} empty={isFiltered(query) ? t('lists.noMatch') : undefined} />
      </div>
      <Pager locale={locale} path="/manage/resources" filters={filters} page={resources.page} pageCount={resources.pageCount} pageSize={resources.pageSize} total={resources.total} list={t('resourcesTitle')} t={t} />
    </>
  );
}
