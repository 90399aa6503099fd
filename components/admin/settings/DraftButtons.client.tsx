'use client';

import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/forms/FormParts.client';

/** The settings screens' submit buttons: publish, save a draft, and one more move of the screen's own (discard, reset). */
export function DraftButtons({ pending, extra }: { pending: boolean; extra?: { intent: string; label: string } }) {
  const t = useTranslations('Admin.settings');
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" name="intent" value="publish" className="btn btn-primary" disabled={pending} aria-busy={pending || undefined}>
        {pending && <Spinner />}
        {t('publish')}
      </button>
      <button type="submit" name="intent" value="save" className="btn btn-secondary" disabled={pending}>
        {t('saveDraft')}
      </button>
      {extra && (
        <button type="submit" name="intent" value={extra.intent} className="btn btn-secondary" disabled={pending}>
          {extra.label}
        </button>
      )}
    </div>
  );
}
