/**
 * What an editor may store as a page's content: bounded texts, an uploaded social image, and the
 * blocks the block library's schema accepts, at most PAGE_LIMITS.blocksBytes of JSON. The size is
 * measured before the schema runs, so an oversized post costs one serialization.
 */
import * as z from 'zod';
import { uploadNameOf } from '@/lib/infra/uploads/store';
import { pageBlocks } from './blocks';
import { PAGE_LIMITS } from './shared/limits';
import type { PageContent } from './shared/types';

/** No control characters in a one-line text (a title, a description). */
const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((text) => !/[\u0000-\u001f\u007f]/.test(text));
const optionalLine = (max: number) => z.union([line(max), z.null()]).transform((text) => (text ? text : null));

const content = z.object({
  title: line(PAGE_LIMITS.title).pipe(z.string().min(1)),
  // The library's schema: typed, bounded blocks, each anchor once (anchors name a block across revisions: compare.ts).
  blocks: pageBlocks,
  seo: z.object({
    title: optionalLine(PAGE_LIMITS.seoTitle),
    description: optionalLine(PAGE_LIMITS.seoDescription),
    image: z.union([z.string().max(PAGE_LIMITS.socialImage).refine((url) => uploadNameOf(url) !== null), z.null()]),
    noindex: z.boolean(),
  }),
  landing: z.boolean(),
});

export type ContentCheck = { ok: true; content: PageContent } | { ok: false; reason: 'invalid' | 'too-large' };

/** The JSON size of the blocks in bytes, or Infinity when they cannot be serialized (a cycle, a BigInt). */
export function blocksBytes(blocks: unknown): number {
  try {
    const json = JSON.stringify(blocks);
    return json === undefined ? 0 : Buffer.byteLength(json, 'utf8');
  } catch {
    return Infinity;
  }
}

export function checkContent(input: unknown): ContentCheck {
  const blocks = (input as { blocks?: unknown } | null)?.blocks;
  if (blocksBytes(blocks) > PAGE_LIMITS.blocksBytes) return { ok: false, reason: 'too-large' };
  const parsed = content.safeParse(input);
  return parsed.success ? { ok: true, content: parsed.data as PageContent } : { ok: false, reason: 'invalid' };
}
