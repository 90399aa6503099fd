import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { DeleteMediaForm, MediaAltForm, ReplaceMediaForm } from '@/components/admin/media/MediaForms.client';
import { MediaPreview } from '@/components/admin/media/MediaPreview';
import { sizeText, usagePlaces } from '@/components/admin/media/usage';
import { AdminHeading } from '@/components/page/AdminHeading';
import { BackLink } from '@/components/sections/BackLink';
import { HttpStatus } from '@/components/seo/HttpStatus';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { parseSerialId } from '@/lib/infra/util/ids';
import { mediaDetail } from '@/lib/features/media';

type Props = AdminPageProps & { params: Promise<{ locale: string; id: string }> };

export const generateMetadata = adminScreenMetadata('/manage/media', 'media.editTitle');

const panel = 'mt-8 rounded-card border border-ink-100 bg-white p-6 shadow-card';
const heading = 'text-lg font-bold text-ink-950';

/** One library file: its details, alt texts, where it is used, replace and delete. */
export default async function MediaFilePage({ params }: Props) {
  const locale = await localeOf(params);
  const { id: rawId } = await params;
  const screen = await guardAdminScreen(locale, 'media', `/manage/media/${encodeURIComponent(rawId)}`);
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  const id = parseSerialId(rawId);
  const item = id ? await mediaDetail(id) : null;
  const back = (
    <BackLink locale={locale} href="/manage/media">
      {t('media.backToList')}
    </BackLink>
  );
  if (!item) {
    return (
      <>
        <HttpStatus code={404} />
        <AdminHeading>{t('media.editTitle')}</AdminHeading>
        <p className="mt-4 text-ink-700">{t('media.problems.not-found')}</p>
        <div className="mt-6">{back}</div>
      </>
    );
  }
  const name = item.label || item.name;
  const places = usagePlaces((key, values) => t(`media.${key}`, values), locale, item.usage);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(item.createdAt);
  return (
    <>
      <div className="mb-4">{back}</div>
      <AdminHeading>{name}</AdminHeading>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="relative aspect-[4/3] overflow-hidden rounded-card border border-ink-100 bg-ink-50">
          <MediaPreview item={item} alt={item.alt[locale]} sizes="(min-width: 1024px) 28rem, 90vw" />
        </div>
        <section aria-labelledby="media-details">
          <h2 id="media-details" className={heading}>
            {t('media.details')}
          </h2>
          <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-semibold text-ink-800">{t('media.search.kind')}</dt>
            <dd>{t(`media.kind.${item.kind}`)}</dd>
            <dt className="font-semibold text-ink-800">{t('media.size')}</dt>
            <dd>{sizeText(item.bytes, locale)}</dd>
            {item.width && item.height ? (
              <>
                <dt className="font-semibold text-ink-800">{t('media.pixels')}</dt>
                <dd>
                  {item.width} × {item.height}
                </dd>
              </>
            ) : null}
            <dt className="font-semibold text-ink-800">{t('media.uploadedAt')}</dt>
            <dd>{when} UTC</dd>
            <dt className="font-semibold text-ink-800">{t('media.address')}</dt>
            <dd>
              <a href={item.url} className="break-all text-brand-800 underline underline-offset-4">
                {item.url}
              </a>
            </dd>
          </dl>
          <h2 id="media-usage" className={`${heading} mt-6`}>
            {t('media.usageTitle')}
          </h2>
          <p className="mt-2 text-ink-700">{places ? t('media.usedIn', { places }) : t('media.unused')}</p>
        </section>
      </div>
      {item.kind === 'image' && (
        <section aria-labelledby="media-alt" className={panel}>
          <h2 id="media-alt" className={heading}>
            {t('media.altTitle')}
          </h2>
          <MediaAltForm item={item} />
        </section>
      )}
      <section aria-labelledby="media-replace" className={panel}>
        <h2 id="media-replace" className={heading}>
          {t('media.replaceTitle')}
        </h2>
        <ReplaceMediaForm item={item} />
      </section>
      <section aria-labelledby="media-delete" className={panel}>
        <h2 id="media-delete" className={heading}>
          {t('media.deleteTitle')}
        </h2>
        <p className="mt-2 max-w-3xl text-ink-700">{t('media.deleteHint')}</p>
        <div className="mt-4">
          <DeleteMediaForm item={item} name={name} />
        </div>
      </section>
    </>
  );
}
