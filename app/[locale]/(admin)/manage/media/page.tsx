import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { MediaPreview } from '@/components/admin/media/MediaPreview';
import { MediaSearch, mediaFilterOf } from '@/components/admin/media/MediaSearch';
import { UploadMediaForm } from '@/components/admin/media/MediaForms.client';
import { sizeText, usagePlaces } from '@/components/admin/media/usage';
import { Pager } from '@/components/admin/Pager';
import { AdminHeading } from '@/components/page/AdminHeading';
import { Link } from '@/lib/infra/routing/navigation';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { requestedPage } from '@/lib/infra/util/paging';
import { MEDIA_PAGE_SIZE, mediaAdminPage } from '@/lib/features/media';

export const generateMetadata = adminScreenMetadata('/manage/media', 'mediaTitle');

const panel = 'mt-8 rounded-card border border-ink-100 bg-white p-6 shadow-card';
const heading = 'text-lg font-bold text-ink-950';

/** Every uploaded file, a page at a time (`?page=`, `?q=`, `?kind=`), with where each is used; a new file on top. */
export default async function MediaLibraryPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'media', '/manage/media');
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  const query = await searchParams;
  const filter = mediaFilterOf(query);
  const files = await mediaAdminPage(filter, requestedPage(query.page), MEDIA_PAGE_SIZE);
  const filtered = filter.q !== undefined || filter.kind !== undefined;
  return (
    <>
      <AdminHeading>{t('mediaTitle')}</AdminHeading>
      <p className="mt-1 max-w-3xl text-ink-600">{t('media.lead')}</p>
      <section aria-labelledby="media-add" className={panel}>
        <h2 id="media-add" className={heading}>
          {t('media.uploadTitle')}
        </h2>
        <UploadMediaForm />
      </section>
      <section aria-labelledby="media-list" className="mt-10">
        <h2 id="media-list" className={heading}>
          {t('media.listTitle', { count: files.total })}
        </h2>
        <MediaSearch locale={locale} filter={filter} t={t} />
        {files.rows.length === 0 ? (
          <p className="mt-6 text-ink-700">{filtered ? t('media.search.none') : t('media.empty')}</p>
        ) : (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {files.rows.map((item) => {
              const name = item.label || item.name;
              const places = usagePlaces((key, values) => t(`media.${key}`, values), locale, item.usage);
              const alt = item.alt[locale];
              return (
                <li key={item.id} className="flex flex-col overflow-hidden rounded-card border border-ink-100 bg-white shadow-card">
                  <div className="relative aspect-[4/3] bg-ink-50">
                    <MediaPreview item={item} alt={alt} sizes="(min-width: 1280px) 18rem, (min-width: 640px) 45vw, 90vw" />
                  </div>
                  <div className="flex flex-1 flex-col gap-1 p-4 text-sm">
                    <Link locale={locale} href={`/manage/media/${item.id}`} className="font-semibold break-all text-brand-800 underline-offset-4 hover:underline" aria-label={t('media.open', { name })}>
                      {name}
                    </Link>
                    <p className="text-ink-600">
                      {t(`media.kind.${item.kind}`)} · {sizeText(item.bytes, locale)}
                      {item.width && item.height ? ` · ${item.width} × ${item.height}` : ''}
                    </p>
                    {item.kind === 'image' && !alt && <p className="font-medium text-amber-800">{t('media.noAlt')}</p>}
                    <p className="text-ink-700">{places ? t('media.usedIn', { places }) : t('media.unused')}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <Pager locale={locale} path="/manage/media" filters={{ q: filter.q, kind: filter.kind }} page={files.page} pageCount={files.pageCount} pageSize={files.pageSize} total={files.total} list={t('media.listCaption')} t={t} />
      </section>
    </>
  );
}
