'use client';

import { useEffect, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import type { EditorValues } from '@/lib/features/posts/shared/editor-values';
import type { AutosaveStatus, LocalDraft } from './use-autosave.client';

/** "Saved 10 s ago", "Saving…", "Offline — changes kept in this browser"…, read out politely. */
export function AutosaveStatusLine({ status }: { status: AutosaveStatus }) {
  const t = useTranslations('Admin.autosave');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (status.kind !== 'saved') return;
    const tick = window.setInterval(() => setNow(Date.now()), 5000);
    return () => window.clearInterval(tick);
  }, [status.kind]);
  let text = '';
  if (status.kind === 'saving') text = t('saving');
  else if (status.kind === 'dirty') text = t('dirty');
  else if (status.kind === 'offline') text = t('offline');
  else if (status.kind === 'local') text = t('local');
  else if (status.kind === 'conflict') text = t('conflict', { version: status.version });
  else if (status.kind === 'paused') text = t('paused', { seconds: status.seconds });
  else if (status.kind === 'refused') text = t(status.reason === 'too-long' ? 'tooLong' : 'tooManyDrafts', { limit: status.limit });
  else if (status.kind === 'saved') {
    const seconds = Math.max(0, Math.round((Math.max(now, status.at) - status.at) / 1000));
    text = seconds < 5 ? t('savedJustNow') : seconds < 60 ? t('savedSeconds', { seconds: Math.floor(seconds / 5) * 5 }) : t('savedMinutes', { minutes: Math.floor(seconds / 60) });
  }
  return (
    <p role="status" data-autosave={status.kind} className={`text-sm ${['conflict', 'offline', 'refused'].includes(status.kind) ? 'font-semibold text-red-800' : 'text-ink-600'}`}>
      {text}
    </p>
  );
}

/** Texts typed here and not saved (a crash, a closed tab, no network): offer them back. */
export function RestoreDraftBanner({ draft, onRestore, onDiscard }: { draft: LocalDraft; onRestore: () => void; onDiscard: () => void }) {
  const t = useTranslations('Admin.autosave');
  const format = useFormatter();
  return (
    <div role="alert" className="rounded-lg border border-accent-500/40 bg-accent-50 p-4 text-sm text-ink-900">
      <p>{t('found', { time: format.dateTime(new Date(draft.savedAt), { dateStyle: 'medium', timeStyle: 'short' }) })}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary min-h-9 px-3 py-1.5" onClick={onRestore}>
          {t('restore')}
        </button>
        <button type="button" className="btn btn-secondary min-h-9 px-3 py-1.5" onClick={onDiscard}>
          {t('discard')}
        </button>
      </div>
    </div>
  );
}

/** Whether a kept draft holds anything the editor does not show already. */
export function differsFrom(draft: LocalDraft, values: EditorValues | undefined): boolean {
  const shown: Record<string, string> = {
    title: values?.title ?? '',
    slug: values?.slug ?? '',
    excerpt: values?.excerpt ?? '',
    category: values?.category ?? '',
    image: values?.image ?? '',
    imageCredit: values?.imageCredit ?? '',
    fullContent: values?.fullContent ?? '',
    seoTitle: values?.seoTitle ?? '',
    seoDescription: values?.seoDescription ?? '',
  };
  return Object.entries(shown).some(([name, value]) => name in draft.fields && draft.fields[name] !== value);
}

/** The editor's values with a kept draft's texts over them. */
export function withDraft(values: EditorValues | undefined, draft: LocalDraft, fallback: EditorValues): EditorValues {
  const base = values ?? fallback;
  const f = draft.fields;
  const text = (name: string, current: string) => (typeof f[name] === 'string' ? f[name]! : current);
  const nullable = (name: string, current: string | null) => (typeof f[name] === 'string' ? f[name] || null : current);
  const minutes = Number(f.readMinutes);
  return {
    ...base,
    title: text('title', base.title),
    slug: text('slug', base.slug),
    excerpt: text('excerpt', base.excerpt),
    category: text('category', base.category),
    author: text('author', base.author),
    date: text('date', base.date),
    readMinutes: f.readMinutes === undefined ? base.readMinutes : Number.isInteger(minutes) && minutes > 0 ? minutes : null,
    image: text('image', base.image),
    imageCredit: nullable('imageCredit', base.imageCredit),
    fullContent: text('fullContent', base.fullContent),
    seoTitle: nullable('seoTitle', base.seoTitle),
    seoDescription: nullable('seoDescription', base.seoDescription),
  };
}
