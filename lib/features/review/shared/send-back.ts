/** What "Send back to the author" posts: the entry, by its kind and id, and the reviewer's note. */
import * as z from 'zod/mini';
import { localeField, serialIdField, textField } from '@/lib/infra/http/form-fields';
import { REVIEW_KINDS } from '@/lib/features/publishing/shared/review';
import { SEND_BACK_NOTE_MAX } from '@/lib/features/publishing/shared/review';

export const reviewKindField = z.catch(z.enum(REVIEW_KINDS), 'post');

export const sendBackInput = z.object({
  locale: localeField,
  kind: reviewKindField,
  id: serialIdField,
  // Longer is cut by the field; an empty note is refused by the action with its own sentence.
  note: textField(SEND_BACK_NOTE_MAX),
});

export const openPreviewInput = z.object({ locale: localeField, kind: reviewKindField, id: serialIdField });
