import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import type { Resource } from '@/lib/features/resources/shared/types';
import { AdminTable, type AdminColumn, type ColumnSort } from '../AdminTable';
import { selectColumn } from '../lists/BulkBar';

/** A page of resources, drafts included: title, language, type, state, access, file, downloads, translation (`translations`: those on other pages). */
export async function ResourcesTable({
  locale,
  resources,
  translations = [],
  select,
  sorts = {},
  empty,
}: {
  locale: Locale;
  resources: Resource[];
  translations?: readonly Resource[];
  /** The bulk form the rows' boxes join (none: no boxes). */
  select?: string;
  /** The sortable columns' header links. */
  sorts?: Partial<Record<'title' | 'downloads', ColumnSort>>;
  /** What an empty list says (a search that matched nothing). */
  empty?: string;
}) {
  const [t, names, admin] = await Promise.all([getTranslations({ locale, namespace: 'Admin.resources' }), getTranslations({ locale, namespace: 'Resources' }), getTranslations({ locale, namespace: 'Admin' })]);
  const count = new Intl.NumberFormat(locale);
  const translation = (resource: Resource) => [...resources, ...translations].find((other) => other.id !== resource.id && other.translationGroup && other.translationGroup === resource.translationGroup);
  const columns: AdminColumn<Resource>[] = [
    ...(select ? [selectColumn<Resource>(select, (resource) => resource.id, (resource) => resource.title, admin)] : []),
    {
      key: 'title',
      header: t('columns.title'),
      sort: sorts.title,
      rowHeader: true,
      className: 'font-semibold text-ink-950',
      cell: (resource) => (
        <Link locale={locale} href={`/manage/resources/${resource.id}`} aria-label={t('editLabel', { title: resource.title })} className="text-brand-800 underline-offset-4 hover:underline">
          <span lang={resource.language}>{resource.title}</span>
        </Link>
      ),
    },
    { key: 'language', header: t('columns.language'), cell: (resource) => resource.language.toUpperCase() },
    { key: 'type', header: t('columns.type'), cell: (resource) => names(`types.${resource.type}`) },
    { key: 'status', header: t('columns.status'), cell: (resource) => t(`statuses.${resource.status}`) },
    { key: 'access', header: t('columns.access'), cell: (resource) => t(`access.${resource.gated ? 'gated' : 'open'}`) },
    { key: 'file', header: t('columns.file'), className: 'whitespace-nowrap', cell: (resource) => (resource.fileSize === null ? t('noFile') : `${count.format(Math.ceil(resource.fileSize / 1024))} KB`) },
    { key: 'downloads', header: t('columns.downloads'), sort: sorts.downloads, className: 'tabular-nums', cell: (resource) => count.format(resource.downloads) },
    { key: 'translation', header: t('columns.translation'), cell: (resource) => translation(resource)?.language.toUpperCase() ?? t('noTranslation') },
  ];
  return <AdminTable columns={columns} rows={resources} caption={t('lead')} rowKey={(resource) => resource.id} empty={empty ?? t('empty')} className="min-w-[52rem]" />;
}
