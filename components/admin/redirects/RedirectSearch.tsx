import type { AdminTranslator } from '@/components/admin/admin-screen';
import { getPathname } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import type { RedirectFilter } from '@/lib/features/redirects';
import { REDIRECT_STATUSES, type RedirectStatus } from '@/lib/features/redirects/shared/rules';

/** The longest search the screen reads (a source is at most 500 characters, a target 2,000). */
const MAX_WORDS = 200;

/** `?q=` and `?status=` as typed: a search of at most 200 characters, an answer the table knows; anything else is no filter. */
export function redirectFilterOf(query: Record<string, string | string[] | undefined>): RedirectFilter {
  const words = typeof query.q === 'string' ? query.q.trim().slice(0, MAX_WORDS) : '';
  const status = Number(query.status);
  return {
    ...(words ? { q: words } : {}),
    ...((REDIRECT_STATUSES as readonly number[]).includes(status) ? { status: status as RedirectStatus } : {}),
  };
}

/** Search by address and filter by answer: a plain GET form, so it works without JavaScript and the URL says what is shown. */
export function RedirectSearch({ locale, filter, t }: { locale: Locale; filter: RedirectFilter; t: AdminTranslator }) {
  const action = getPathname({ href: '/manage/redirects', locale });
  return (
    <form role="search" aria-label={t('redirects.search.label')} action={action} method="get" className="mt-4 flex flex-wrap items-end gap-3">
      <div className="min-w-64 flex-1">
        <label htmlFor="redirects-q" className="field-label">
          {t('redirects.search.words')}
        </label>
        <input id="redirects-q" name="q" type="search" defaultValue={filter.q ?? ''} maxLength={MAX_WORDS} autoComplete="off" className="field-control" />
      </div>
      <div>
        <label htmlFor="redirects-status" className="field-label">
          {t('redirects.search.status')}
        </label>
        <select id="redirects-status" name="status" defaultValue={filter.status ?? ''} className="field-control">
          <option value="">{t('redirects.search.anyStatus')}</option>
          {REDIRECT_STATUSES.map((code) => (
            <option key={code} value={code}>
              {t(`redirects.statuses.${code}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-secondary">
        {t('redirects.search.button')}
      </button>
      {(filter.q !== undefined || filter.status !== undefined) && (
        <a href={action} className="self-center font-semibold text-brand-800 underline-offset-4 hover:underline">
          {t('redirects.search.clear')}
        </a>
      )}
    </form>
  );
}
