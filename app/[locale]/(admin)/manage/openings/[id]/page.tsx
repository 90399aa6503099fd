import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { SharePreview } from '@/components/admin/SharePreview';
import { countryOptions } from '@/lib/features/leads/shared/countries';
import { OpeningEditor } from '@/components/admin/openings/OpeningEditor.client';
import { AdminHeading } from '@/components/page/AdminHeading';
import { BackLink } from '@/components/sections/BackLink';
import { HttpStatus } from '@/components/seo/HttpStatus';
import { getPathname, Link } from '@/lib/infra/routing/navigation';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { can } from '@/lib/features/people/shared/permissions';
import { mayEditEntry, mayUseStatus } from '@/lib/features/publishing/shared/workflow';
import { adminOpenings, openingPath, openingPreviewLinks } from '@/lib/features/openings';
import { ReviewBar } from '@/components/admin/review/ReviewBar';
import { closeOpeningAction } from '@/lib/features/openings/actions/close-opening';
import { deleteOpeningAction } from '@/lib/features/openings/actions/delete-opening';
import { revokeOpeningPreviewAction, shareOpeningPreviewAction } from '@/lib/features/openings/actions/opening-preview-links';
import { openingValues } from '@/lib/features/openings/shared/opening-input';
import { parseSerialId } from '@/lib/infra/util/ids';

type Props = AdminPageProps & { params: Promise<{ locale: string; id: string }> };

export const generateMetadata = adminScreenMetadata('/manage/openings', 'editOpeningTitle');

/** One opening: its editor, its translation, its preview links, closing and deleting it. */
export default async function EditOpeningPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const { id: rawId } = await params;
  const screen = await guardAdminScreen(locale, 'openings', `/manage/openings/${encodeURIComponent(rawId)}`);
  if (!screen.ok) return screen.denied;
  const { t, user } = screen;
  const id = parseSerialId(rawId);
  const opening = id ? await adminOpenings.byId(id) : null;
  const back = (
    <BackLink locale={locale} href="/manage/openings">
      {t('openingsTitle')}
    </BackLink>
  );
  if (!opening || !mayEditEntry(user, opening)) {
    return (
      <>
        <HttpStatus code={404} />
        <AdminHeading>{t('editOpeningTitle')}</AdminHeading>
        <p className="mt-4 text-ink-700">{t('openings.problems.notFound')}</p>
        <div className="mt-6">{back}</div>
      </>
    );
  }
  const { saved, closed, preview, sendBack } = await searchParams;
  const [translation, links] = await Promise.all([adminOpenings.translationOf(opening), openingPreviewLinks().active(opening.id)]);
  const other = opening.language === 'en' ? 'es' : 'en';
  const language = t(`openings.languages.${other}`);
  const hidden = (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="id" value={opening.id} />
    </>
  );
  return (
    <>
      {back}
      <div className="mt-6">
        <AdminHeading>{t('editOpeningTitle')}</AdminHeading>
        <ReviewBar locale={locale} kind="opening" entry={opening} publicHref={getPathname({ href: openingPath(opening), locale: opening.language })} user={user} outcome={sendBack} />
      </div>
      {(saved === '1' || closed === '1') && (
        <p role="status" className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {closed === '1' ? t('openings.closed') : t('openings.saved')}
        </p>
      )}
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <OpeningEditor role={user.role} countries={countryOptions(locale)} id={opening.id} version={opening.version} initial={openingValues(opening)} />
        <div className="space-y-8">
          <section aria-labelledby="opening-translation" className="rounded-card border border-ink-100 bg-white p-6 shadow-card">
            <h2 id="opening-translation" className="text-lg font-bold text-ink-950">
              {t('openings.translation.title')}
            </h2>
            {translation ? (
              <p className="mt-3">
                <Link locale={locale} href={`/manage/openings/${translation.id}`} hrefLang={other} className="font-semibold text-brand-800 underline underline-offset-4">
                  {t('openings.translation.open', { language })}
                </Link>
              </p>
            ) : (
              <>
                <p className="mt-3 text-sm text-ink-600">{t('openings.translation.none', { language })}</p>
                <Link locale={locale} href={`/manage/openings/new?translationOf=${opening.id}`} className="btn btn-secondary mt-4">
                  {t('openings.translation.create', { language })}
                </Link>
              </>
            )}
          </section>
          {can(user.role, 'applications') && (
            <section aria-labelledby="opening-applications" className="rounded-card border border-ink-100 bg-white p-6 shadow-card">
              <h2 id="opening-applications" className="text-lg font-bold text-ink-950">
                {t('openings.applications.title')}
              </h2>
              <p className="mt-3">
                <Link locale={locale} href={`/manage/applications?opening=${opening.id}`} className="font-semibold text-brand-800 underline underline-offset-4">
                  {t('openings.applications.open')}
                </Link>
              </p>
            </section>
          )}
          <SharePreview locale={locale} entryId={opening.id} links={links} share={shareOpeningPreviewAction} revoke={revokeOpeningPreviewAction} revoked={preview === 'revoked'} />
          {opening.status === 'published' && mayUseStatus(user.role, 'published') && (
            <form action={closeOpeningAction} className="rounded-card border border-ink-100 bg-white p-6 shadow-card">
              {hidden}
              <p className="text-sm text-ink-600">{t('openings.closeHint')}</p>
              <button type="submit" className="btn btn-secondary mt-4">
                {t('openings.close')}
              </button>
            </form>
          )}
          <form action={deleteOpeningAction} className="rounded-card border border-red-700/20 bg-white p-6 shadow-card">
            {hidden}
            <p className="text-sm text-ink-600">{t('openings.deleteHint')}</p>
            <button type="submit" className="btn mt-4 border border-red-700 bg-white text-red-800 hover:bg-red-50">
              {t('openings.delete')}
            </button>
          </form>
        </div>
      </div>
    </>
  );
}
