import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import type { AuthUser } from '@/lib/features/people';
import { mayEditEntry } from '@/lib/features/publishing/shared/workflow';
import { diffFields } from '@/lib/features/posts';
import { markStoryTranslatedAction } from '@/lib/features/stories/actions/mark-story-translated';
import { unlinkStoryTranslationAction } from '@/lib/features/stories/actions/unlink-story-translation';
import type { Story, StorySummary } from '@/lib/features/stories/shared/types';
import { STORY_WORDS, wordsOf, type StoryTranslationStatus } from '@/lib/features/stories';
import { FieldChanges } from '../posts/RevisionHistory';

/**
 * The story's translation: open it, or write it (a new story in the other language, linked on
 * save); unlink. When the other version changed after this one was translated from it (`status`),
 * what changed there since (`source`: the other version now), and "Mark as up to date".
 */
export async function StoryTranslation({
  locale,
  story,
  translation,
  outcome,
  user,
  status,
  source,
}: {
  locale: Locale;
  story: Story;
  translation: StorySummary | null;
  outcome?: string;
  user: AuthUser;
  status?: StoryTranslationStatus;
  source?: Story | null;
}) {
  const [t, history] = await Promise.all([getTranslations({ locale, namespace: 'Admin.stories' }), getTranslations({ locale, namespace: 'Admin.history' })]);
  const other = story.language === 'en' ? 'es' : 'en';
  const language = t(`languages.${other}`);
  return (
    <section aria-labelledby="story-translation" className="rounded-card border border-ink-100 bg-white p-6 shadow-card">
      <h2 id="story-translation" className="text-lg font-bold text-ink-950">
        {t('translation.title')}
      </h2>
      {outcome && (
        <p role="status" className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {outcome === 'unlinked' ? t('translation.unlinked') : outcome === 'marked' ? t('translation.marked') : t('translation.kept')}
        </p>
      )}
      {translation ? (
        <>
          <p className="mt-3">
            {mayEditEntry(user, translation) ? (
              <Link locale={locale} href={`/manage/customers/${translation.id}`} hrefLang={other} className="font-semibold text-brand-800 underline underline-offset-4">
                {t('translation.open', { language })}
              </Link>
            ) : (
              <span lang={other}>{translation.title}</span>
            )}
          </p>
          {status?.kind === 'out-of-date' ? (
            <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
              <p className="font-semibold">{t('translation.outOfDate', { language, since: status.since, now: status.now })}</p>
              {source && (
                <details className="mt-3">
                  <summary className="cursor-pointer font-semibold text-brand-800 underline underline-offset-4">{t('translation.showChanges', { language })}</summary>
                  <dl className="mt-3 space-y-3" lang={other}>
                    {diffFields(status.words, wordsOf(source), STORY_WORDS).map((change) => (
                      <div key={change.field}>
                        <dt className="font-semibold" lang={locale}>
                          {t(`translation.fields.${change.field}`)}
                        </dt>
                        <FieldChanges change={change} t={history} />
                      </div>
                    ))}
                  </dl>
                </details>
              )}
              {mayEditEntry(user, story) && (
                <form action={markStoryTranslatedAction} className="mt-3">
                  <input type="hidden" name="locale" value={locale} />
                  <input type="hidden" name="id" value={story.id} />
                  <button type="submit" className="btn btn-secondary min-h-9 px-3 py-1.5">
                    {t('translation.markTranslated')}
                  </button>
                </form>
              )}
            </div>
          ) : (
            <p className="mt-3 text-sm text-ink-600">{t('translation.current', { language })}</p>
          )}
          <form action={unlinkStoryTranslationAction} className="mt-4">
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="id" value={story.id} />
            <button type="submit" className="btn btn-secondary min-h-9 px-3 py-1.5">
              {t('translation.unlink')}
            </button>
          </form>
        </>
      ) : (
        <>
          <p className="mt-3 text-sm text-ink-600">{t('translation.none', { language })}</p>
          <Link locale={locale} href={`/manage/customers/new?translationOf=${story.id}`} className="btn btn-secondary mt-4">
            {t('translation.create', { language })}
          </Link>
        </>
      )}
    </section>
  );
}
