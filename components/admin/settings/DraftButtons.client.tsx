'use client';

import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/forms/FormParts.client';
import type { Denied } from '@/lib/features/people/shared/types';
import { deniedText } from '../editor-messages';

/** What the settings screens' actions answer when nothing was written (each screen's state has these, and more). */
type Refusal =
  | { status: 'idle' }
  | { status: 'invalid' }
  | { status: 'conflict' }
  | { status: 'rate-limited'; seconds: number }
  | { status: 'failed'; reason?: 'unknown' | 'noDraft' }
  | { status: 'denied'; reason: Denied };

/** The alert over a settings screen's form after a refused save, or null. */
export function useRefusalText(state: Refusal): string | null {
  const t = useTranslations('Admin.settings');
  const admin = useTranslations('Admin');
  switch (state.status) {
    case 'invalid':
      return t('invalid');
    case 'conflict':
      return t('conflict');
    case 'rate-limited':
      return t('rateLimited', { seconds: state.seconds });
    case 'failed':
      return state.reason === 'noDraft' ? t('noDraft') : admin('editor.unknownError');
    case 'denied':
      return deniedText(admin, state.reason);
    default:
      return null;
  }
}

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
