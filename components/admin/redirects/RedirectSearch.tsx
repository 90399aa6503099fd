import type { AdminTranslator } from '@/components/admin/admin-screen';
import { ListSearch, MAX_SEARCH_WORDS } from '@/components/admin/ListSearch';
import { getPathname } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import type { RedirectFilter } from '@/lib/features/redirects';
import { REDIRECT_STATUSES, type RedirectStatus } from '@/lib/features/redirects/shared/rules';

/** `?q=` and `?status=` as typed: a search of at most 200 characters, an answer the table knows; anything else is no filter. */
export function redirectFilterOf(query: Record<string, string | string[] | undefined>): RedirectFilter {
  const words = typeof query.q === 'string' ? query.q.trim().slice(0, MAX_SEARCH_WORDS) : '';
  const status = Number(query.status);
  return {
    ...(words ? { q: words } : {}),
    ...((REDIRECT_STATUSES as readonly number[]).includes(status) ? { status: status as RedirectStatus } : {}),
  };
}

/** Search by address and filter by answer (ListSearch: a plain GET form). */
export function RedirectSearch({ locale, filter, t }: { locale: Locale; filter: RedirectFilter; t: AdminTranslator }) {
  return (
    <ListSearch
      action={getPathname({ href: '/manage/redirects', locale })}
      id="redirects"
      labels={{ search: t('redirects.search.label'), words: t('redirects.search.words'), button: t('redirects.search.button'), clear: t('redirects.search.clear') }}
      q={filter.q}
      choice={{
        name: 'status',
        label: t('redirects.search.status'),
        any: t('redirects.search.anyStatus'),
        value: filter.status === undefined ? undefined : String(filter.status),
        options: REDIRECT_STATUSES.map((code) => ({ value: String(code), label: t(`redirects.statuses.${code}`) })),
      }}
    />
  );
}
