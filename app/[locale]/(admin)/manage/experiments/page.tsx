import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { ExperimentsTable } from '@/components/admin/experiments/ExperimentsTable';
import { AdminHeading } from '@/components/page/AdminHeading';
import { getDatabase } from '@/lib/infra/db';
import { Link } from '@/lib/infra/routing/navigation';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { listExperiments } from '@/lib/features/experiments';
import { adminPages } from '@/lib/features/pages';

export const generateMetadata = adminScreenMetadata('/manage/experiments', 'experiments.title');

/** Every experiment, newest first (a handful: one runs on a page at a time), and the way to a new one. */
export default async function ManageExperimentsPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'experiments', '/manage/experiments');
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  const { deleted } = await searchParams;
  const [experiments, pages] = await Promise.all([listExperiments(await getDatabase()), adminPages.list()]);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <AdminHeading>{t('experiments.title')}</AdminHeading>
        <Link locale={locale} href="/manage/experiments/new" className="btn btn-primary">
          {t('experiments.addNew')}
        </Link>
      </div>
      <p className="mt-1 max-w-3xl text-ink-600">{t('experiments.lead')}</p>
      {deleted === '1' && (
        <p role="status" className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {t('experiments.deleted')}
        </p>
      )}
      <div className="mt-8 overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">
        <ExperimentsTable locale={locale} experiments={experiments} pages={new Map(pages.map((page) => [page.id, page]))} />
      </div>
    </>
  );
}
