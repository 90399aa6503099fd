import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { adminCategories, integrationPath } from '@/lib/features/integrations';
import type { IntegrationEntry, IntegrationSort } from '@/lib/features/integrations/shared/types';
import { AdminTable, type AdminColumn, type ColumnSort } from '../AdminTable';
import { selectColumn } from '../lists/BulkBar';

/** A page of integrations, drafts included: name, category, badge, state, the last change, and its page when published. */
export async function IntegrationsTable({
  locale,
  integrations,
  select,
  sorts = {},
  empty,
}: {
  locale: Locale;
  integrations: IntegrationEntry[];
  /** The bulk form the rows' boxes join (none: no boxes). */
  select?: string;
  /** The sortable columns' header links. */
  sorts?: Partial<Record<IntegrationSort, ColumnSort>>;
  /** What an empty list says (a search that matched nothing). */
  empty?: string;
}) {
  const [t, site, admin, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.integrations' }),
    getTranslations({ locale, namespace: 'Integrations' }),
    getTranslations({ locale, namespace: 'Admin' }),
    adminCategories.all(),
  ]);
  const names = new Map(categories.map((category) => [category.slug, category.name[locale]]));
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const columns: AdminColumn<IntegrationEntry>[] = [
    ...(select ? [selectColumn<IntegrationEntry>(select, (integration) => integration.id, (integration) => integration.name, admin)] : []),
    {
      key: 'name',
      header: t('columns.name'),
      sort: sorts.name,
      rowHeader: true,
      className: 'font-semibold text-ink-950',
      cell: (integration) => (
        <Link locale={locale} href={`/manage/integrations/${integration.id}`} aria-label={t('editLabel', { name: integration.name })} className="text-brand-800 underline-offset-4 hover:underline">
          {integration.name}
        </Link>
      ),
    },
    { key: 'category', header: t('columns.category'), sort: sorts.category, cell: (integration) => names.get(integration.category) ?? integration.category },
    { key: 'availability', header: t('columns.availability'), cell: (integration) => site(integration.availability) },
    { key: 'status', header: t('columns.status'), sort: sorts.status, cell: (integration) => t(`fields.statuses.${integration.status}`) },
    { key: 'updated', header: t('columns.updated'), sort: sorts.updated, className: 'whitespace-nowrap', cell: (integration) => `${day.format(new Date(integration.updatedAt))} UTC` },
    {
      key: 'view',
      header: t('columns.actions'),
      cell: (integration) =>
        integration.status === 'published' ? (
          <Link locale={locale} href={integrationPath(integration)} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
            {t('view')}
          </Link>
        ) : null,
    },
  ];
  return <AdminTable columns={columns} rows={integrations} caption={t('caption')} rowKey={(integration) => integration.id} empty={empty ?? t('empty')} className="min-w-[52rem]" />;
}
