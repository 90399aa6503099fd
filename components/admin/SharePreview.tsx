import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import type { PreviewLink } from '@/lib/features/publishing';
import type { SharePreviewState } from '@/lib/features/publishing/shared/preview-link-days';
import { SharePreviewForm } from './SharePreviewForm.client';

const day = (iso: string, locale: Locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) + ' UTC';

/**
 * "Share preview": make an expiring link to a post or story as it will look, list the open ones,
 * revoke. Each kind passes its links and its two actions (the mechanism is lib/features/publishing).
 */
export async function SharePreview({
  locale,
  entryId,
  links,
  share,
  revoke,
  revoked,
}: {
  locale: Locale;
  entryId: number;
  links: PreviewLink[];
  share: (state: SharePreviewState, data: FormData) => Promise<SharePreviewState>;
  revoke: (data: FormData) => Promise<void>;
  revoked?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.share' });
  return (
    <section aria-labelledby="share-title" className="rounded-card border border-ink-100 bg-white p-6 shadow-card">
      <h2 id="share-title" className="text-lg font-bold text-ink-950">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t('lead')}</p>
      {revoked && (
        <p role="status" className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {t('revoked')}
        </p>
      )}
      <SharePreviewForm entryId={entryId} action={share} />
      <h3 className="mt-6 font-bold text-ink-950">{t('active')}</h3>
      {links.length === 0 ? (
        <p className="mt-2 text-sm text-ink-600">{t('none')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-ink-100 text-sm">
          {links.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span className="text-ink-700">{t('entry', { id: link.id, created: day(link.createdAt, locale), date: day(link.expiresAt, locale) })}</span>
              <form action={revoke}>
                <input type="hidden" name="locale" value={locale} />
                <input type="hidden" name="id" value={entryId} />
                <input type="hidden" name="link" value={link.id} />
                <button type="submit" className="btn btn-secondary min-h-9 px-3 py-1.5" aria-label={t('revokeLabel', { id: link.id })}>
                  {t('revoke')}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
