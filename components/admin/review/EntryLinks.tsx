import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import { openPreviewAction } from '@/lib/features/review/actions/open-preview';
import type { ReviewKind } from '@/lib/features/publishing/shared/review';

/**
 * "View on site" for a published entry (its public address, in its own language) and "Preview"
 * for one that is not (a one-day preview link, opened at once); `preview` is absent for kinds
 * without preview links (integrations, resources: drafts there have no public form yet).
 */
export async function EntryLinks({
  locale,
  published,
  publicHref,
  preview,
}: {
  locale: Locale;
  published: boolean;
  /** The public address with its locale (`/es/blog/hola`). */
  publicHref: string;
  preview?: { kind: ReviewKind; id: number };
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.review' });
  if (published) {
    return (
      <p className="mt-4">
        <a href={publicHref} className="btn btn-secondary" data-testid="view-on-site">
          {t('viewOnSite')}
        </a>
      </p>
    );
  }
  if (!preview) return <p className="mt-4 text-sm text-ink-600">{t('notOnSite')}</p>;
  return (
    <form action={openPreviewAction} className="mt-4 flex flex-wrap items-center gap-3">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="kind" value={preview.kind} />
      <input type="hidden" name="id" value={preview.id} />
      <button type="submit" className="btn btn-secondary" data-testid="open-preview">
        {t('preview')}
      </button>
      <span className="text-sm text-ink-600">{t('previewHint')}</span>
    </form>
  );
}
