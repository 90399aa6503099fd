import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { ResourceEditor } from '@/components/admin/resources/ResourceEditor.client';
import { AdminHeading } from '@/components/page/AdminHeading';
import { BackLink } from '@/components/sections/BackLink';
import { HttpStatus } from '@/components/seo/HttpStatus';
import { Link } from '@/lib/infra/routing/navigation';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { adminResources, resourcePath } from '@/lib/features/resources';
import { resourceValues } from '@/lib/features/resources/shared/resource-input';
import { getEnv } from '@/lib/infra/env.mjs';
import { parseSerialId } from '@/lib/infra/util/ids';

type Props = AdminPageProps & { params: Promise<{ locale: string; id: string }> };

export const generateMetadata = adminScreenMetadata('/manage/resources', 'resources.editTitle');

/** One resource: its editor and PDF, its download count, its translation. */
export default async function EditResourcePage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const { id: rawId } = await params;
  const screen = await guardAdminScreen(locale, 'resources', `/manage/resources/${encodeURIComponent(rawId)}`);
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  const id = parseSerialId(rawId);
  const resource = id ? await adminResources.byId(id) : null;
  const back = (
    <BackLink locale={locale} href="/manage/resources">
      {t('resourcesTitle')}
    </BackLink>
  );
  if (!resource) {
    return (
      <>
        <HttpStatus code={404} />
        <AdminHeading>{t('resources.editTitle')}</AdminHeading>
        <p className="mt-4 text-ink-700">{t('resources.problems.notFound')}</p>
        <div className="mt-6">{back}</div>
      </>
    );
  }
  const { saved } = await searchParams;
  const translation = await adminResources.translationOf(resource);
  return (
    <>
      {back}
      <div className="mt-6">
        <AdminHeading>{t('resources.editTitle')}</AdminHeading>
      </div>
      {saved === '1' && (
        <p role="status" className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {t('resources.saved')}
        </p>
      )}
      <p className="mt-4 text-sm text-ink-700">
        {t('resources.columns.downloads')}: <span className="font-semibold tabular-nums">{resource.downloads}</span>
        {resource.status === 'published' && (
          <>
            {' · '}
            <Link locale={resource.language} href={resourcePath(resource)} className="font-semibold text-brand-800 underline underline-offset-4">
              {t('resources.view')}
            </Link>
          </>
        )}
        {' · '}
        {translation ? (
          <Link locale={locale} href={`/manage/resources/${translation.id}`} className="font-semibold text-brand-800 underline underline-offset-4">
            {t('resources.columns.translation')}: {translation.language.toUpperCase()}
          </Link>
        ) : (
          <Link locale={locale} href={`/manage/resources/new?translationOf=${resource.id}`} className="font-semibold text-brand-800 underline underline-offset-4">
            {t('resources.translate')}
          </Link>
        )}
      </p>
      <div className="mt-8 max-w-3xl">
        <ResourceEditor id={resource.id} version={resource.version} initial={resourceValues(resource)} fileSize={resource.fileSize} maxMb={getEnv().RESOURCE_MAX_MB} />
      </div>
    </>
  );
}
