import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { SharePreview } from '@/components/admin/SharePreview';
import { PageComparison } from '@/components/admin/pages/PageComparison';
import { PageEditor } from '@/components/admin/pages/PageEditor.client';
import { PageTranslation } from '@/components/admin/pages/PageTranslation';
import { ReviewBar } from '@/components/admin/review/ReviewBar';
import { AdminHeading } from '@/components/page/AdminHeading';
import { BackLink } from '@/components/sections/BackLink';
import { HttpStatus } from '@/components/seo/HttpStatus';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { can } from '@/lib/features/people/shared/permissions';
import { adminPages, mayChangePage, pagePreviewLinks, pageService, pageSitePath, translationStatus } from '@/lib/features/pages';
import { revokePagePreviewAction, sharePagePreviewAction } from '@/lib/features/pages/actions/preview-links';
import { parseSerialId } from '@/lib/infra/util/ids';

type Props = AdminPageProps & { params: Promise<{ locale: string; id: string }> };

export const generateMetadata = adminScreenMetadata('/manage/pages', 'editPageTitle');

const revisionNumber = (value: string | string[] | undefined) => (typeof value === 'string' ? parseSerialId(value) : null);

/** One page: its editor, its translation, a compare of a revision (`?compare=N`, `&to=M`), its preview links. */
export default async function EditPagePage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const { id: rawId } = await params;
  const screen = await guardAdminScreen(locale, 'pages', `/manage/pages/${encodeURIComponent(rawId)}`);
  if (!screen.ok) return screen.denied;
  const { t, user } = screen;
  const id = parseSerialId(rawId);
  const page = id ? await adminPages.byId(id) : null;
  if (!page || !mayChangePage(user, page)) {
    return (
      <>
        <HttpStatus code={404} />
        <AdminHeading>{t('editPageTitle')}</AdminHeading>
        <p className="mt-4 text-ink-700">{t('pages.notFound')}</p>
        <div className="mt-6">
          <BackLink locale={locale} href="/manage/pages">
            {t('pagesTitle')}
          </BackLink>
        </div>
      </>
    );
  }
  const query = await searchParams;
  const from = revisionNumber(query.compare);
  const to = revisionNumber(query.to);
  const restored = revisionNumber(query.restored);
  const service = pageService();
  const [revisions, other, links, comparison] = await Promise.all([
    service.revisions(user, page.id),
    adminPages.translationOf(page),
    pagePreviewLinks().active(page.id),
    from ? service.compare(user, page.id, from, to ?? undefined) : null,
  ]);
  const status = translationStatus(page, other);
  return (
    <>
      <BackLink locale={locale} href="/manage/pages">
        {t('pagesTitle')}
      </BackLink>
      <div className="mt-6">
        <AdminHeading>{page.title}</AdminHeading>
        <p className="mt-1 text-ink-600">
          {page.language.toUpperCase()} · <code>{pageSitePath(page)}</code>
          {/* The live revision, as visitors see it (a draft's changes are in its preview links). */}
          {page.publishedRevision !== null && (
            <>
              {' · '}
              <a href={pageSitePath(page)} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
                {t('pages.viewOnSite')}
              </a>
            </>
          )}
        </p>
        <ReviewBar locale={locale} kind="page" entry={page} publicHref={pageSitePath(page)} user={user} outcome={query.sendBack} siteLink={false} />
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-8">
          {restored && (
            <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
              {t('pages.done.restored', { n: restored })}
            </p>
          )}
          {/* A restore keys the editor anew: it starts again from the restored content. */}
          <PageEditor key={typeof query.v === 'string' ? query.v : 'page'} locale={locale} page={page} mayPublish={can(user.role, 'pages.publish')} revisions={revisions.ok ? revisions.page : []} translationStatus={status} />
          {from && comparison && (comparison.ok ? <PageComparison locale={locale} from={from} to={to} comparison={comparison.page} /> : <p className="text-ink-700">{t('pages.revisionMissing')}</p>)}
        </div>
        <div className="space-y-8">
          <PageTranslation locale={locale} page={page} other={other} status={status} />
          <SharePreview locale={locale} entryId={page.id} links={links} share={sharePagePreviewAction} revoke={revokePagePreviewAction} revoked={query.preview === 'revoked'} />
        </div>
      </div>
    </>
  );
}
