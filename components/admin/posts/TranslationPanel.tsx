import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { linkTranslationAction } from '@/lib/features/posts/actions/link-translation';
import { markPostTranslatedAction } from '@/lib/features/posts/actions/mark-translated';
import { unlinkTranslationAction } from '@/lib/features/posts/actions/unlink-translation';
import { type TranslationOutcome } from '@/lib/features/posts/actions/shared';
import type { PostTranslationStatus } from '@/lib/features/posts';
import type { Post, PostSummary } from '@/lib/features/posts/shared/types';

const OUTCOMES: readonly TranslationOutcome[] = ['linked', 'unlinked', 'marked', 'taken', 'same-language', 'not-found', 'forbidden'];

export function isTranslationOutcome(value: unknown): value is TranslationOutcome {
  return OUTCOMES.includes(value as TranslationOutcome);
}

/**
 * The edited post's translation: the linked post (edit it, or unlink), or the way to make one:
 * "Create the Spanish version" (a new post prefilled from this one), or link a post of the other
 * language that has no translation yet. Plain forms: they work without JavaScript. `candidates`
 * and `mayUnlink` are what the account may change (both posts of a link change). A linked
 * translation's `status` says whether the other version changed since this one was translated,
 * with the way to see what changed (`changesHref`) and to mark it up to date.
 */
export async function TranslationPanel({
  locale,
  post,
  translation,
  candidates,
  mayUnlink,
  status,
  changesHref,
  outcome,
}: {
  locale: Locale;
  post: Post;
  translation: PostSummary | null;
  candidates: PostSummary[];
  mayUnlink: boolean;
  status?: PostTranslationStatus;
  changesHref?: string;
  outcome?: TranslationOutcome;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.translation' });
  const other = post.language === 'en' ? 'es' : 'en';
  return (
    <section aria-labelledby="translation-title" className="rounded-card border border-ink-100 bg-white p-6 shadow-card">
      <h2 id="translation-title" className="text-lg font-bold text-ink-950">
        {t('title')}
      </h2>
      {outcome && (
        <p role="status" className={`mt-3 rounded-lg p-3 text-sm ${outcome === 'linked' || outcome === 'unlinked' || outcome === 'marked' ? 'bg-brand-50 text-brand-900' : 'bg-red-50 text-red-800'}`}>
          {t(`outcome.${outcome}`)}
        </p>
      )}
      {translation ? (
        <>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <p>
              {t(`linked.${other}`)}{' '}
              <Link locale={locale} href={`/manage/posts/${translation.id}`} className="font-semibold text-brand-800 underline underline-offset-4" lang={other}>
                {translation.title}
              </Link>
              {translation.status === 'draft' && <span className="ml-2 text-sm text-ink-600">({t('draft')})</span>}
            </p>
            {mayUnlink && <PostButton action={unlinkTranslationAction} locale={locale} id={post.id} label={t('unlink')} />}
          </div>
          <TranslationState locale={locale} post={post} language={t(`languages.${other}`)} status={status} changesHref={changesHref} t={t} />
        </>
      ) : (
        <Untranslated locale={locale} post={post} other={other} candidates={candidates} t={t} />
      )}
    </section>
  );
}

type TranslationMessages = Awaited<ReturnType<typeof getTranslations<'Admin.translation'>>>;

/** One button that posts the post's id to an action (a plain form: it works without JavaScript). */
function PostButton({ action, locale, id, label }: { action: (data: FormData) => Promise<void>; locale: Locale; id: number; label: string }) {
  return (
    <form action={action}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="btn btn-secondary min-h-9 px-3 py-1.5">
        {label}
      </button>
    </form>
  );
}

/** Up to date with the other version, or what changed there since, and "Mark as up to date". */
function TranslationState({ locale, post, language, status, changesHref, t }: { locale: Locale; post: Post; language: string; status?: PostTranslationStatus; changesHref?: string; t: TranslationMessages }) {
  if (status?.kind !== 'out-of-date') return <p className="mt-3 text-sm text-ink-600">{t('current', { language })}</p>;
  return (
    <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{t('outOfDate', { language, since: status.since, now: status.now })}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {changesHref && (
          <Link locale={locale} href={changesHref} className="font-semibold text-brand-800 underline underline-offset-4">
            {t('showChanges', { language })}
          </Link>
        )}
        <PostButton action={markPostTranslatedAction} locale={locale} id={post.id} label={t('markTranslated')} />
      </div>
    </div>
  );
}

function Untranslated({
  locale,
  post,
  other,
  candidates,
  t,
}: {
  locale: Locale;
  post: Post;
  other: 'en' | 'es';
  candidates: PostSummary[];
  t: TranslationMessages;
}) {
  return (
    <>
      <p className="mt-3 text-ink-700">{t(`none.${other}`)}</p>
      <Link locale={locale} href={`/manage/posts/new?translationOf=${post.id}`} className="btn btn-primary mt-4">
        {t(`create.${other}`)}
      </Link>
      {candidates.length === 0 ? (
        <p className="mt-4 text-sm text-ink-600">{t(`noCandidates.${other}`)}</p>
      ) : (
        <form action={linkTranslationAction} className="mt-5 flex flex-wrap items-end gap-3">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="id" value={post.id} />
          <div className="min-w-60 flex-1">
            <label htmlFor="translation-candidate" className="field-label">
              {t(`linkExisting.${other}`)}
            </label>
            <select id="translation-candidate" name="translation" defaultValue="" className="field-control">
              <option value="" disabled>
                {t('choose')}
              </option>
              {candidates.map((candidate) => (
                <option key={candidate.id} value={candidate.id} lang={candidate.language}>
                  {candidate.title}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-secondary">
            {t('link')}
          </button>
        </form>
      )}
    </>
  );
}
