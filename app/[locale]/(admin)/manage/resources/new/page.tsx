import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { ResourceEditor } from '@/components/admin/resources/ResourceEditor.client';
import { AdminHeading } from '@/components/page/AdminHeading';
import { BackLink } from '@/components/sections/BackLink';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { adminResources } from '@/lib/features/resources';
import { EMPTY_RESOURCE_VALUES, resourceValues } from '@/lib/features/resources/shared/resource-input';
import { getEnv } from '@/lib/infra/env.mjs';
import { parseSerialId } from '@/lib/infra/util/ids';

export const generateMetadata = adminScreenMetadata('/manage/resources/new', 'resources.newTitle');

/** A new resource; with `?translationOf=` the other language's version of one, prefilled from it. */
export default async function NewResourcePage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'resources', '/manage/resources/new');
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  const { translationOf: raw } = await searchParams;
  const source = typeof raw === 'string' && parseSerialId(raw) ? await adminResources.byId(parseSerialId(raw)!) : null;
  const initial = source ? { ...resourceValues(source), language: source.language === 'en' ? 'es' : 'en', slug: '', status: 'draft' } : EMPTY_RESOURCE_VALUES;
  return (
    <>
      <BackLink locale={locale} href="/manage/resources">
        {t('resourcesTitle')}
      </BackLink>
      <div className="mt-6">
        <AdminHeading>{t('resources.newTitle')}</AdminHeading>
      </div>
      <div className="mt-8 max-w-3xl">
        <ResourceEditor initial={initial} translationOf={source?.id} fileSize={null} maxMb={getEnv().RESOURCE_MAX_MB} />
      </div>
    </>
  );
}
