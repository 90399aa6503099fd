import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { NewExperimentForm } from '@/components/admin/experiments/NewExperimentForm.client';
import { AdminHeading } from '@/components/page/AdminHeading';
import { BackLink } from '@/components/sections/BackLink';
import { Link } from '@/lib/infra/routing/navigation';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { liveBlocksOf } from '@/lib/features/experiments';
import { adminPages, pageSitePath } from '@/lib/features/pages';
import { parseSerialId } from '@/lib/infra/util/ids';

export const generateMetadata = adminScreenMetadata('/manage/experiments/new', 'experiments.new.title');

/**
 * A new experiment in two steps that need no script: the page (a GET form: `?page=ID`), then what
 * to try on it, the name, the goal and the variants (posted to the action).
 */
export default async function NewExperimentPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'experiments', '/manage/experiments/new');
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  const { page: asked } = await searchParams;
  const id = typeof asked === 'string' ? parseSerialId(asked) : null;
  const page = id ? await adminPages.byId(id) : null;
  const heading = (
    <>
      <BackLink locale={locale} href="/manage/experiments">
        {t('experiments.title')}
      </BackLink>
      <div className="mt-6">
        <AdminHeading>{t('experiments.new.title')}</AdminHeading>
      </div>
    </>
  );

  if (!page) {
    const pages = await adminPages.list();
    return (
      <>
        {heading}
        {asked !== undefined && (
          <p role="alert" className="mt-6 max-w-2xl rounded-lg bg-red-50 p-3 text-sm text-red-900">
            {t('experiments.problems.page-not-found')}
          </p>
        )}
        {pages.length === 0 ? (
          <p className="mt-8 text-ink-700">{t('experiments.new.noPages')}</p>
        ) : (
          <form method="get" className="mt-8 max-w-2xl space-y-4 rounded-card border border-ink-100 bg-white p-4 shadow-card sm:p-6">
            <div>
              <label htmlFor="new-experiment-page" className="field-label">
                {t('experiments.new.page')}
              </label>
              <select id="new-experiment-page" name="page" className="field-control" aria-describedby="new-experiment-page-hint" required>
                {pages.map((option) => (
                  <option key={option.id} value={option.id}>
                    {t('experiments.new.pageOption', { title: option.title, language: option.language.toUpperCase(), path: pageSitePath(option) })}
                    {option.publishedRevision === null ? ` (${t('experiments.new.notLive')})` : ''}
                  </option>
                ))}
              </select>
              <p id="new-experiment-page-hint" className="mt-1 text-xs text-ink-600">
                {t('experiments.new.pageHint')}
              </p>
            </div>
            <button type="submit" className="btn btn-primary">
              {t('experiments.new.continue')}
            </button>
          </form>
        )}
      </>
    );
  }

  const { blocks, live } = await liveBlocksOf(page);
  return (
    <>
      {heading}
      <div className="mt-6 max-w-2xl space-y-2 text-ink-700">
        <p>
          {t('experiments.new.onPage', { title: page.title, language: page.language.toUpperCase() })} <code>{pageSitePath(page)}</code>
        </p>
        {!live && <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t('experiments.new.notLiveWarning')}</p>}
        <p>
          <Link locale={locale} href="/manage/experiments/new" className="font-semibold text-brand-800 underline-offset-4 hover:underline">
            {t('experiments.new.changePage')}
          </Link>
        </p>
      </div>
      <div className="mt-6">
        {blocks.length === 0 ? (
          <p role="alert" className="max-w-2xl rounded-lg bg-red-50 p-3 text-sm text-red-900">
            {t('experiments.problems.page-empty')}
          </p>
        ) : (
          <NewExperimentForm pageId={page.id} targets={blocks.map((block) => ({ anchor: block.anchor, type: block.type }))} />
        )}
      </div>
    </>
  );
}
