import type { useTranslations } from 'next-intl';
import type { RedirectFormState } from '@/lib/features/redirects/shared/types';
import { deniedText, type AdminMessages } from '../editor-messages';

export type RedirectMessages = ReturnType<typeof useTranslations<'Admin.redirects'>>;

/** The alert over a refused form, or null. */
export function redirectProblem(t: RedirectMessages, admin: AdminMessages, state: RedirectFormState): string | null {
  if (state.status === 'invalid') return t('invalid');
  if (state.status === 'refused') return t(`problems.${state.problem}`);
  if (state.status === 'confirm') return t('confirmNeeded');
  if (state.status === 'failed') return state.reason === 'not-found' ? t('notFound') : admin('editor.unknownError');
  return state.status === 'denied' ? deniedText(admin, state.reason) : null;
}
