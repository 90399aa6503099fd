import 'server-only';
/** What the media library's actions share: the role check, the rate, the refusals. */
import * as z from 'zod/mini';
import { consume, type RateLimitPolicy } from '@/lib/infra/rate-limit';
import { signedInWith } from '@/lib/features/people';
import type { Denied } from '@/lib/features/people/shared/types';
import { MAX_ALT, type MediaFormState, type MediaItem, type MediaProblem } from '@/lib/features/media/shared/types';

/** Uploads, alt texts, replacements and deletions an editor may make a minute. */
const MEDIA_RATE = { name: 'media-change', points: 30, durationSeconds: 60 } as const satisfies RateLimitPolicy;

export const failed = (reason: MediaProblem, extra: Partial<Extract<MediaFormState, { status: 'failed' }>> = {}): MediaFormState => ({ status: 'failed', reason, at: Date.now(), ...extra });
const denied = (reason: Denied): MediaFormState => failed(reason === 'signed-out' ? 'denied-signed-out' : 'denied-forbidden');
/** Admins and editors (the `media` permission). */
export const mayManage = signedInWith('media', denied);

export const altField = z.pipe(z.catch(z.string(), ''), z.transform((value) => value.trim()));
export const altsOf = (input: { altEn: string; altEs: string }) => ({ en: input.altEn, es: input.altEs });
export const altTooLong = (alt: MediaItem['alt']) => alt.en.length > MAX_ALT || alt.es.length > MAX_ALT;

export async function limited(userId: number): Promise<MediaFormState | null> {
  const rate = await consume(MEDIA_RATE, `user:${userId}`);
  return rate.allowed ? null : failed('rate-limited');
}
