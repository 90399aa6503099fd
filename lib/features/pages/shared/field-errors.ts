/**
 * A page's content checked in the browser and in the actions with the block library's own schemas:
 * each refused field by its path (`blocks.2.items.0.question`, `title`) and the library's error
 * code, so the editor shows the reason next to the field (`Blocks.errors` in messages/*.json).
 */
import type * as z from 'zod/mini';
import { pageBlocks, type BlockErrorCode } from '../blocks';
import { PAGE_LIMITS } from './limits';

export type FieldErrors = Record<string, BlockErrorCode>;

const CODES = new Set<string>(['required', 'tooLong', 'tooLarge', 'tooMany', 'tooFew', 'invalid', 'invalidUrl', 'invalidMedia', 'invalidDate', 'duplicateAnchor']);
// At most this many errors are reported: a hostile page of 40 broken blocks still answers small.
const MAX_ERRORS = 100;

/** The content's refused fields (empty when the blocks and the page's own texts pass). */
export function pageFieldErrors(content: { title?: unknown; blocks?: unknown; seo?: { title?: unknown; description?: unknown } }): FieldErrors {
  const errors: FieldErrors = {};
  const text = (path: string, value: unknown, max: number, required = false) => {
    const trimmed = typeof value === 'string' ? value.trim() : '';
    if (required && trimmed === '') errors[path] = 'required';
    else if (trimmed.length > max) errors[path] = 'tooLong';
  };
  text('title', content.title, PAGE_LIMITS.title, true);
  text('seo.title', content.seo?.title, PAGE_LIMITS.seoTitle);
  text('seo.description', content.seo?.description, PAGE_LIMITS.seoDescription);
  return { ...errors, ...schemaErrors(pageBlocks, content.blocks, 'blocks') };
}

/** What a schema built from the block library's fields refuses in `value`, by path under `prefix`. */
export function schemaErrors(schema: z.ZodMiniType, value: unknown, prefix: string): FieldErrors {
  const parsed = schema.safeParse(value);
  return parsed.success ? {} : issueErrors(parsed.error.issues, prefix);
}

/** A refused parse's issues as the refused fields by path under `prefix` (the library's error codes; at most MAX_ERRORS). */
export function issueErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[], prefix: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues.slice(0, MAX_ERRORS)) {
    const path = [prefix, ...issue.path.map(String)].join('.');
    errors[path] ??= CODES.has(issue.message) ? (issue.message as BlockErrorCode) : 'invalid';
  }
  return errors;
}
