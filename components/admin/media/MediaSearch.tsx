import type { AdminTranslator } from '@/components/admin/admin-screen';
import { getPathname } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { MEDIA_KINDS, type MediaFilter, type MediaKind } from '@/lib/features/media/shared/types';

const MAX_WORDS = 200;

/** `?q=` and `?kind=` as typed: a search of at most 200 characters and a kind the library knows; anything else is no filter. */
export function mediaFilterOf(query: Record<string, string | string[] | undefined>): MediaFilter {
  const words = typeof query.q === 'string' ? query.q.trim().slice(0, MAX_WORDS) : '';
  const kind = typeof query.kind === 'string' && (MEDIA_KINDS as readonly string[]).includes(query.kind) ? (query.kind as MediaKind) : undefined;
  return { ...(words ? { q: words } : {}), ...(kind ? { kind } : {}) };
}

/** Search by name or alt text and filter by kind: a plain GET form, so it works without JavaScript and the URL says what is shown. */
export function MediaSearch({ locale, filter, t }: { locale: Locale; filter: MediaFilter; t: AdminTranslator }) {
  const action = getPathname({ href: '/manage/media', locale });
  return (
    <form role="search" aria-label={t('media.search.label')} action={action} method="get" className="mt-4 flex flex-wrap items-end gap-3">
      <div className="min-w-64 flex-1">
        <label htmlFor="media-q" className="field-label">
          {t('media.search.words')}
        </label>
        <input id="media-q" name="q" type="search" defaultValue={filter.q ?? ''} maxLength={MAX_WORDS} autoComplete="off" className="field-control" />
      </div>
      <div>
        <label htmlFor="media-kind" className="field-label">
          {t('media.search.kind')}
        </label>
        <select id="media-kind" name="kind" defaultValue={filter.kind ?? ''} className="field-control">
          <option value="">{t('media.search.anyKind')}</option>
          {MEDIA_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`media.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-secondary">
        {t('media.search.button')}
      </button>
      {(filter.q !== undefined || filter.kind !== undefined) && (
        <a href={action} className="self-center font-semibold text-brand-800 underline-offset-4 hover:underline">
          {t('media.search.clear')}
        </a>
      )}
    </form>
  );
}
