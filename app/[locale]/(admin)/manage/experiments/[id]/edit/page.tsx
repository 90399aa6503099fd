import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { VariantEditor } from '@/components/admin/experiments/VariantEditor.client';
import { AdminHeading } from '@/components/page/AdminHeading';
import { BackLink } from '@/components/sections/BackLink';
import { HttpStatus } from '@/components/seo/HttpStatus';
import { getDatabase } from '@/lib/infra/db';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { experimentById, liveBlocksOf } from '@/lib/features/experiments';
import { adminPages, pageSitePath } from '@/lib/features/pages';
import { parseSerialId } from '@/lib/infra/util/ids';

type Props = AdminPageProps & { params: Promise<{ locale: string; id: string }> };

export const generateMetadata = adminScreenMetadata('/manage/experiments', 'experiments.edit.title');

/** A draft's variants in the page builder's block forms (a started experiment is read only: its screen). */
export default async function EditExperimentPage({ params }: Props) {
  const locale = await localeOf(params);
  const { id: rawId } = await params;
  const screen = await guardAdminScreen(locale, 'experiments', `/manage/experiments/${encodeURIComponent(rawId)}/edit`);
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  const id = parseSerialId(rawId);
  const experiment = id ? await experimentById(await getDatabase(), id) : null;
  const page = experiment ? await adminPages.byId(experiment.pageId) : null;
  if (!experiment || !page) {
    return (
      <>
        <HttpStatus code={404} />
        <AdminHeading>{t('experiments.edit.title')}</AdminHeading>
        <p className="mt-4 text-ink-700">{t('experiments.notFound')}</p>
        <div className="mt-6">
          <BackLink locale={locale} href="/manage/experiments">
            {t('experiments.title')}
          </BackLink>
        </div>
      </>
    );
  }
  const { blocks } = await liveBlocksOf(page);
  return (
    <>
      <BackLink locale={locale} href={`/manage/experiments/${experiment.id}`}>
        {experiment.name}
      </BackLink>
      <div className="mt-6 space-y-1">
        <AdminHeading>{t('experiments.edit.title')}</AdminHeading>
        <p className="text-ink-700">
          {page.title} ({page.language.toUpperCase()}) · <code>{pageSitePath(page)}</code>
        </p>
      </div>
      <div className="mt-8 max-w-4xl">
        {experiment.status === 'draft' ? (
          <VariantEditor
            experiment={{ id: experiment.id, version: experiment.version, name: experiment.name, goal: experiment.goal, blockAnchor: experiment.blockAnchor, variants: experiment.variants }}
            language={page.language}
            liveBlocks={blocks}
          />
        ) : (
          <p role="alert" className="rounded-lg bg-amber-50 p-3 text-amber-950">
            {t('experiments.problems.not-draft')}
          </p>
        )}
      </div>
    </>
  );
}
