import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { adminCategories, integrationPath } from '@/lib/features/integrations';
import type { IntegrationEntry } from '@/lib/features/integrations/shared/types';
import { AdminTable, type AdminColumn } from '../AdminTable';

/** A page of integrations, drafts included: name, category, badge, state, and its page when published. */
export async function IntegrationsTable({ locale, integrations }: { locale: Locale; integrations: IntegrationEntry[] }) {
  const [t, site, categories] = await Promise.all([getTranslations({ locale, namespace: 'Admin.integrations' }), getTranslations({ locale, namespace: 'Integrations' }), adminCategories.all()]);
  const names = new Map(categories.map((category) => [category.slug, category.name[locale]]));
  const columns: AdminColumn<IntegrationEntry>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      rowHeader: true,
      className: 'font-semibold text-ink-950',
      cell: (integration) => (
        <Link locale={locale} href={`/manage/integrations/${integration.id}`} aria-label={t('editLabel', { name: integration.name })} className="text-brand-800 underline-offset-4 hover:underline">
          {integration.name}
        </Link>
      ),
    },
    { key: 'category', header: t('columns.category'), cell: (integration) => names.get(integration.category) ?? integration.category },
    { key: 'availability', header: t('columns.availability'), cell: (integration) => site(integration.availability) },
    { key: 'status', header: t('columns.status'), cell: (integration) => t(`fields.statuses.${integration.status}`) },
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
  return <AdminTable columns={columns} rows={integrations} caption={t('caption')} rowKey={(integration) => integration.id} empty={t('empty')} className="min-w-[44rem]" />;
}
