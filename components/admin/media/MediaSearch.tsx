import type { AdminTranslator } from '@/components/admin/admin-screen';
import { ListSearch, MAX_SEARCH_WORDS } from '@/components/admin/ListSearch';
import { getPathname } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { MEDIA_KINDS, type MediaFilter, type MediaKind } from '@/lib/features/media/shared/types';

/** `?q=` and `?kind=` as typed: a search of at most 200 characters and a kind the library knows; anything else is no filter. */
export function mediaFilterOf(query: Record<string, string | string[] | undefined>): MediaFilter {
  const words = typeof query.q === 'string' ? query.q.trim().slice(0, MAX_SEARCH_WORDS) : '';
  const kind = typeof query.kind === 'string' && (MEDIA_KINDS as readonly string[]).includes(query.kind) ? (query.kind as MediaKind) : undefined;
  return { ...(words ? { q: words } : {}), ...(kind ? { kind } : {}) };
}

/** Search by name or alt text and filter by kind (ListSearch: a plain GET form). */
export function MediaSearch({ locale, filter, t }: { locale: Locale; filter: MediaFilter; t: AdminTranslator }) {
  return (
    <ListSearch
      action={getPathname({ href: '/manage/media', locale })}
      id="media"
      labels={{ search: t('media.search.label'), words: t('media.search.words'), button: t('media.search.button'), clear: t('media.search.clear') }}
      q={filter.q}
      choice={{ name: 'kind', label: t('media.search.kind'), any: t('media.search.anyKind'), value: filter.kind, options: MEDIA_KINDS.map((kind) => ({ value: kind, label: t(`media.kinds.${kind}`) })) }}
    />
  );
}
