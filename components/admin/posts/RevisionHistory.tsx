import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { restoreRevisionAction } from '@/lib/features/posts/actions/restore-revision';
import { diffPosts, type FieldDiff } from '@/lib/features/posts';
import { postRevisions } from '@/lib/features/posts';
import type { Revision } from '@/lib/features/posts';
import type { Post } from '@/lib/features/posts/shared/types';

/** A revision's instant, in UTC (the server cannot know the reader's zone, so it says which). */
function when(iso: string, locale: Locale): string {
  return `${new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;
}

/**
 * The post's revision history: who saved which version when, a comparison of any revision with
 * the current text (`?compare=<revision id>`), and restore (editors and admins).
 */
export async function RevisionHistory({ locale, post, compare, restored, canRestore }: { locale: Locale; post: Post; compare?: number; restored?: boolean; canRestore: boolean }) {
  const t = await getTranslations({ locale, namespace: 'Admin.history' });
  const revisions = await postRevisions(post.id);
  const compared = compare ? revisions.find((revision) => revision.id === compare) : undefined;
  return (
    <section aria-labelledby="history-title" className="rounded-card border border-ink-100 bg-white p-6 shadow-card">
      <h2 id="history-title" className="text-lg font-bold text-ink-950">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t('lead')}</p>
      {restored !== undefined && (
        <p role="status" className={`mt-4 rounded-lg p-3 text-sm ${restored ? 'bg-brand-50 text-brand-900' : 'bg-red-50 text-red-800'}`}>
          {restored ? t('restored') : t('restoreRefused')}
        </p>
      )}
      {compared && <RevisionDiff locale={locale} post={post} revision={compared} />}
      {revisions.length === 0 ? (
        <p className="mt-4 text-sm text-ink-600">{t('empty')}</p>
      ) : (
        <ol className="mt-4 divide-y divide-ink-100 text-sm">
          {revisions.map((revision) => (
            <li key={revision.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <span className="font-semibold text-ink-950">{t(revision.reason)}</span>
                <span className="block text-ink-600">
                  {t('entry', { version: revision.version, when: when(revision.createdAt, locale), who: revision.userEmail ?? t('clock') })}
                </span>
              </div>
              <div className="flex flex-wrap items-center gap-3">
                <Link
                  locale={locale}
                  href={`/manage/posts/${post.id}?compare=${revision.id}#history-diff`}
                  className="font-semibold text-brand-800 underline-offset-4 hover:underline"
                  aria-label={`${t('compare')} (${t('entry', { version: revision.version, when: when(revision.createdAt, locale), who: revision.userEmail ?? t('clock') })})`}
                >
                  {t('compare')}
                </Link>
                {canRestore && (
                  <form action={restoreRevisionAction}>
                    <input type="hidden" name="locale" value={locale} />
                    <input type="hidden" name="id" value={post.id} />
                    <input type="hidden" name="version" value={post.version} />
                    <input type="hidden" name="revision" value={revision.id} />
                    <button type="submit" className="btn btn-secondary min-h-9 px-3 py-1.5">
                      {t('restoreButton', { version: revision.version })}
                    </button>
                  </form>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** What changed from the revision to the current text, field by field, removed and added words marked. */
async function RevisionDiff({ locale, post, revision }: { locale: Locale; post: Post; revision: Revision }) {
  const t = await getTranslations({ locale, namespace: 'Admin.history' });
  const e = await getTranslations({ locale, namespace: 'Admin.editor' });
  const changes: FieldDiff[] = diffPosts(revision.snapshot, post);
  return (
    <div id="history-diff" className="mt-4 rounded-lg border border-ink-100 bg-ink-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-bold text-ink-950">{t('diffTitle', { version: revision.version })}</h3>
        <Link locale={locale} href={`/manage/posts/${post.id}`} className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
          {t('closeDiff')}
        </Link>
      </div>
      {changes.length === 0 ? (
        <p className="mt-3 text-sm text-ink-600">{t('noChanges')}</p>
      ) : (
        <dl className="mt-3 space-y-4 text-sm">
          {changes.map((change) => (
            <div key={change.field}>
              <dt className="font-semibold text-ink-800">{e(change.field)}</dt>
              <FieldChanges change={change} t={t} />
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

export type HistoryMessages = Awaited<ReturnType<typeof getTranslations<'Admin.history'>>>;

/** One field's changes, or why they are not shown word by word (lib/features/posts/revision-diff.ts bounds the work). */
export function FieldChanges({ change, t }: { change: Pick<FieldDiff, 'parts' | 'wholeLines'>; t: HistoryMessages }) {
  if (change.parts === null) {
    return <dd className="mt-1 rounded bg-white p-3 text-ink-700">{t('tooDifferent')}</dd>;
  }
  return (
    <dd className="mt-1 rounded bg-white p-3">
      {change.wholeLines && <p className="mb-2 text-ink-700">{t('wholeLines')}</p>}
      <p className="whitespace-pre-wrap break-words font-mono text-xs leading-relaxed">
        {change.parts.map((part, index) =>
          part.change === 'removed' ? (
            <del key={index} className="bg-red-100 text-red-900">
              <span className="sr-only">[{t('removed')}: </span>
              {part.text}
              <span className="sr-only">]</span>
            </del>
          ) : part.change === 'added' ? (
            <ins key={index} className="bg-brand-100 text-brand-900 no-underline">
              <span className="sr-only">[{t('added')}: </span>
              {part.text}
              <span className="sr-only">]</span>
            </ins>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
      </p>
    </dd>
  );
}
