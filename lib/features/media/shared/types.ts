/** The media library's shapes, shared by the server and the admin's forms. */

export type MediaKind = 'image' | 'document' | 'video' | 'captions';
export const MEDIA_KINDS: readonly MediaKind[] = ['image', 'video', 'captions', 'document'];
/** What the page editor's picker offers for a media field. */
export type PickableKind = Exclude<MediaKind, 'document'>;

/** The longest alt text (a block's image alt takes as many). */
export const MAX_ALT = 200;
/** The longest file name shown. */
export const MAX_LABEL = 120;

export interface MediaItem {
  id: number;
  /** The stored name, `<uuid>.<ext>`. */
  name: string;
  url: `/uploads/${string}`;
  kind: MediaKind;
  contentType: string;
  bytes: number;
  width: number | null;
  height: number | null;
  label: string;
  alt: { en: string; es: string };
  createdAt: Date;
  updatedAt: Date;
}

/** The library's search: words in a name or alt text, and the kind of file. */
export interface MediaFilter {
  q?: string;
  kind?: MediaKind;
}

/** Where a file is used, counted by what an editor recognizes. */
export const USAGE_GROUPS = ['pages', 'posts', 'stories', 'integrations', 'openings', 'resources', 'trust', 'redirects', 'revisions'] as const;
export type UsageGroup = (typeof USAGE_GROUPS)[number];
export type UsageCounts = Partial<Record<UsageGroup, number>>;

export type MediaProblem =
  | 'denied-signed-out'
  | 'denied-forbidden'
  | 'not-found'
  | 'in-use'
  | 'rate-limited'
  | 'failed'
  | 'too-large'
  | 'unsupported-type'
  | 'empty'
  | 'too-many-pixels'
  | 'unsafe-svg'
  | 'different-kind'
  | 'alt-too-long';

export type MediaFormState =
  | { status: 'idle' }
  | { status: 'uploaded'; id: number; at: number }
  | { status: 'saved'; at: number }
  | { status: 'replaced'; rows: number; at: number }
  | { status: 'deleted'; label: string }
  | { status: 'failed'; reason: MediaProblem; usage?: UsageCounts; at: number };
