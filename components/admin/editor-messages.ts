import type { useTranslations } from 'next-intl';
import type { SavePostState } from '@/lib/features/posts/actions/save-post';
import type { Denied } from '@/lib/features/people/shared/types';

export type EditorMessages = ReturnType<typeof useTranslations<'Admin.editor'>>;
export type AdminMessages = ReturnType<typeof useTranslations<'Admin'>>;
type SaveFailure = Extract<SavePostState, { status: 'failed' }>['message'];

/** Why a save failed, in the editor's words (also why the preview shows plain text). */
export function failureText(e: EditorMessages, message: SaveFailure): string {
  switch (message.key) {
    case 'slugTaken':
      return e('slugTaken', { slug: message.slug });
    case 'invalidSlug':
      return e('invalidSlug');
    case 'invalidSchedule':
      return e('invalidSchedule');
    case 'invalidField':
      return message.field === 'image' ? e('invalidImage') : e('invalidField', { field: e(message.field) });
    case 'tooLong':
      return e('tooLong', { field: e(message.field), limit: message.limit });
    case 'tooManyDrafts':
      return e('tooManyDrafts', { limit: message.limit });
    case 'tooManySaves':
      return e('tooManySaves', { seconds: message.seconds });
    case 'bodyTooDeep':
      return e('bodyTooDeep', { limit: message.limit });
    case 'bodyTooManyMarks':
      return e('bodyTooManyMarks', { limit: message.limit });
    case 'bodyTooSlow':
      return e('bodyTooSlow', { seconds: message.seconds });
    case 'notFound':
      return e('notFound');
    case 'imageAltMissing':
      return e('imageAltMissing', { count: message.count });
    case 'forbiddenPost':
    case 'not-allowed':
    case 'schedule-missing':
    case 'schedule-in-past':
      return e(message.key);
    default:
      return e('unknownError');
  }
}

/** The alert above the form: fields left empty, a refused save, or access denied; else null. */
export function saveError(t: AdminMessages, e: EditorMessages, state: SavePostState, missing: boolean): string | null {
  if (missing || state.status === 'required') return e('requiredFields');
  if (state.status === 'failed') return e('saveFailed', { message: failureText(e, state.message) });
  if (state.status === 'conflict') return e('conflict', { version: state.version });
  if (state.status !== 'denied') return null;
  if (state.reason === 'signed-out') return t('accessDeniedSignedOut');
  return state.reason === 'forbidden' ? t('accessDeniedForbidden') : t('badOrigin');
}

/** A form the server refused to run: a post from another site, else an account without the right. */
export function deniedText(t: AdminMessages, reason: Denied): string {
  return reason === 'bad-origin' ? t('badOrigin') : t('accessDeniedForbidden');
}

/** The `Admin` message that names each workflow state (posts and stories alike). */
export const STATUS_LABEL = { draft: 'statusDraft', review: 'statusReview', scheduled: 'statusScheduled', published: 'statusPublished' } as const;
