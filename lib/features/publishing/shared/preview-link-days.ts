/** How long a shared preview link may last (the editor's choices), and what sharing answers. No server code here. */
import * as z from 'zod/mini';
import type { Denied } from '@/lib/features/people/shared/types';

export const PREVIEW_LINK_DAYS = [1, 7, 30] as const;
export const DEFAULT_PREVIEW_DAYS = 7;

/** One of the offered lifetimes, else the default. */
export const previewDaysField = z.pipe(
  z.catch(z.string(), ''),
  z.transform((value) => ((PREVIEW_LINK_DAYS as readonly number[]).includes(Number(value)) ? Number(value) : DEFAULT_PREVIEW_DAYS)),
);

/** The "Share preview" form's answer, for every kind of content. */
export type SharePreviewState =
  | { status: 'idle' }
  | { status: 'created'; url: string; expiresAt: string }
  | { status: 'failed' }
  | { status: 'denied'; reason: Denied };
