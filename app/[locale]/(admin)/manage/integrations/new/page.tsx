import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { IntegrationEditor } from '@/components/admin/integrations/IntegrationEditor.client';
import { AdminHeading } from '@/components/page/AdminHeading';
import { BackLink } from '@/components/sections/BackLink';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { adminCategories } from '@/lib/features/integrations';
import { EMPTY_INTEGRATION_VALUES } from '@/lib/features/integrations/shared/integration-input';

export const generateMetadata = adminScreenMetadata('/manage/integrations/new', 'newIntegrationTitle');

/** A new integration, a draft until its state says published. */
export default async function NewIntegrationPage({ params }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'integrations', '/manage/integrations/new');
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  return (
    <>
      <BackLink locale={locale} href="/manage/integrations">
        {t('integrationsTitle')}
      </BackLink>
      <div className="mt-6">
        <AdminHeading>{t('newIntegrationTitle')}</AdminHeading>
      </div>
      <div className="mt-8 max-w-4xl">
        <IntegrationEditor categories={(await adminCategories.all()).map((category) => [category.slug, category.name[locale]])} initial={EMPTY_INTEGRATION_VALUES} />
      </div>
    </>
  );
}
