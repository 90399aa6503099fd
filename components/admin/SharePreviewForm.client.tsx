'use client';

import { useActionState, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Spinner } from '@/components/forms/FormParts.client';
import { deniedText } from './editor-messages';
import { DEFAULT_PREVIEW_DAYS, PREVIEW_LINK_DAYS, type SharePreviewState } from '@/lib/features/publishing/shared/preview-link-days';

const IDLE: SharePreviewState = { status: 'idle' };
/** The widths the site is drawn for (e2e/page-baselines.spec.ts takes the same two). */
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** The link's path on the address the admin is using (the site's public address may be another). */
const samePlace = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

/** Creates a link (its token is shown once: only a hash is stored) and offers to copy it. */
export function SharePreviewForm({ entryId, action: share }: { entryId: number; action: (state: SharePreviewState, data: FormData) => Promise<SharePreviewState> }) {
  const t = useTranslations('Admin.share');
  const admin = useTranslations('Admin');
  const format = useFormatter();
  const [state, action, pending] = useActionState(share, IDLE);
  const [copied, setCopied] = useState(false);
  return (
    <form action={action} className="mt-4 space-y-4">
      <input type="hidden" name="id" value={entryId} />
      {(state.status === 'failed' || state.status === 'denied') && (
        <p role="alert" className="rounded-lg border border-red-700/30 bg-red-50 p-3 text-sm font-medium text-red-800">
          {state.status === 'denied' ? deniedText(admin, state.reason) : admin('editor.unknownError')}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="share-days" className="field-label">
            {t('expiresAfter')}
          </label>
          <select id="share-days" name="days" defaultValue={DEFAULT_PREVIEW_DAYS} className="field-control w-auto">
            {PREVIEW_LINK_DAYS.map((days) => (
              <option key={days} value={days}>
                {t('days', { count: days })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-secondary" disabled={pending} aria-busy={pending || undefined}>
          {pending && <Spinner />}
          {pending ? t('creating') : t('create')}
        </button>
      </div>
      {state.status === 'created' && (
        <div role="status" className="rounded-lg bg-brand-50 p-4 text-sm text-brand-900">
          {/* In the reader's own zone, named: shown only after they act, so no server render to match. */}
          <p>
            {t('created', {
              date: format.dateTime(new Date(state.expiresAt), {
                year: 'numeric',
                month: 'long',
                day: 'numeric',
                hour: '2-digit',
                minute: '2-digit',
                timeZoneName: 'short',
                timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
              }),
            })}
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <input readOnly value={state.url} aria-label={t('linkLabel')} className="field-control flex-1 font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
            <button
              type="button"
              className="btn btn-secondary min-h-9 px-3 py-1.5"
              onClick={() => navigator.clipboard?.writeText(state.url).then(() => setCopied(true), () => setCopied(false))}
            >
              {copied ? admin('people.copied') : admin('people.copy')}
            </button>
          </div>
          {/* A window of a phone's or a laptop's width shows the page as each reader will (the site's own breakpoints, not a scaled picture). */}
          <div className="mt-3 flex flex-wrap gap-3">
            {VIEWPORTS.map(({ name, width, height }) => (
              <button key={name} type="button" className="btn btn-secondary min-h-9 px-3 py-1.5" onClick={() => window.open(samePlace(state.url), `otailo-preview-${name}`, `popup,width=${width},height=${height}`)}>
                {t(name === 'phone' ? 'openPhone' : 'openDesktop')}
              </button>
            ))}
          </div>
        </div>
      )}
    </form>
  );
}
