import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { IntegrationEditor } from '@/components/admin/integrations/IntegrationEditor.client';
import { AdminHeading } from '@/components/page/AdminHeading';
import { BackLink } from '@/components/sections/BackLink';
import { HttpStatus } from '@/components/seo/HttpStatus';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { adminCategories, adminIntegrations, integrationPath } from '@/lib/features/integrations';
import { EntryLinks } from '@/components/admin/review/EntryLinks';
import { getPathname } from '@/lib/infra/routing/navigation';
import { deleteIntegrationAction } from '@/lib/features/integrations/actions/delete-integration';
import { integrationValues } from '@/lib/features/integrations/shared/integration-input';
import { parseSerialId } from '@/lib/infra/util/ids';

type Props = AdminPageProps & { params: Promise<{ locale: string; id: string }> };

export const generateMetadata = adminScreenMetadata('/manage/integrations', 'editIntegrationTitle');

/** One integration: its editor (publishing and unpublishing are its state) and deleting it. */
export default async function EditIntegrationPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const { id: rawId } = await params;
  const screen = await guardAdminScreen(locale, 'integrations', `/manage/integrations/${encodeURIComponent(rawId)}`);
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  const id = parseSerialId(rawId);
  const integration = id ? await adminIntegrations.byId(id) : null;
  const back = (
    <BackLink locale={locale} href="/manage/integrations">
      {t('integrationsTitle')}
    </BackLink>
  );
  if (!integration) {
    return (
      <>
        <HttpStatus code={404} />
        <AdminHeading>{t('editIntegrationTitle')}</AdminHeading>
        <p className="mt-4 text-ink-700">{t('integrations.problems.notFound')}</p>
        <div className="mt-6">{back}</div>
      </>
    );
  }
  const { saved } = await searchParams;
  return (
    <>
      {back}
      <div className="mt-6">
        <AdminHeading>{t('editIntegrationTitle')}</AdminHeading>
        {/* Each integration has a page in both languages: the admin's own is the one opened. */}
        <EntryLinks locale={locale} published={integration.status === 'published'} publicHref={getPathname({ href: integrationPath(integration), locale })} />
      </div>
      {saved === '1' && (
        <p role="status" className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {t('integrations.saved')}
        </p>
      )}
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <IntegrationEditor categories={(await adminCategories.all()).map((category) => [category.slug, category.name[locale]])} id={integration.id} version={integration.version} initial={integrationValues(integration)} />
        <form action={deleteIntegrationAction} className="self-start rounded-card border border-red-700/20 bg-white p-6 shadow-card">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="id" value={integration.id} />
          <p className="text-sm text-ink-600">{t('integrations.deleteHint')}</p>
          <button type="submit" className="btn mt-4 border border-red-700 bg-white text-red-800 hover:bg-red-50">
            {t('integrations.delete')}
          </button>
        </form>
      </div>
    </>
  );
}
