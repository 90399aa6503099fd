import 'server-only';
/**
 * What the page actions share: their inputs (a called action's one value, every field bounded),
 * the answer they give (the page's new version and state, or a refusal as a sentence in the admin
 * area's language with the fields it names) and the rate limits on an account's writes.
 */
import * as z from 'zod/mini';
import type { RateLimitPolicy } from '@/lib/infra/rate-limit';
import type { Denied } from '@/lib/features/people/shared/types';
import type { ContentStatus } from '@/lib/features/publishing/shared/workflow';
import { blocksBytes } from '../content';
import { PAGE_LIMITS } from '../shared/limits';
import { PAGE_REFUSALS } from '../shared/messages';
import { pageFieldErrors, type FieldErrors } from '../shared/field-errors';
import type { Page, PageRefusal } from '../shared/types';
import type { PageResult } from '../service';

/** Autosaves per account: the editor saves at most every few seconds (as posts: 30 a minute). */
export const PAGE_AUTOSAVE_RATE = { name: 'page-autosave', points: 30, durationSeconds: 60 } as const satisfies RateLimitPolicy;
/** Every other move per account (create, publish, restore…): each may write a revision. */
export const PAGE_MOVE_RATE = { name: 'page-move', points: 60, durationSeconds: 60 } as const satisfies RateLimitPolicy;

/** Refusals of the actions themselves, beside the service's (shared/messages.ts). */
export type ActionRefusal = 'rate-limited' | 'denied';
const ACTION_REFUSALS: Record<ActionRefusal, { en: string; es: string }> = {
  'rate-limited': { en: 'Too many changes in a short time. Try again in {seconds} seconds.', es: 'Demasiados cambios en poco tiempo. Vuelve a intentarlo en {seconds} segundos.' },
  denied: { en: 'Sign in with an account that may edit pages.', es: 'Inicia sesión con una cuenta que pueda editar páginas.' },
};

/** What the editor is told after a move. */
export type PageActionResult =
  | { ok: true; page: PageState }
  | { ok: false; reason: PageRefusal | ActionRefusal; message: string; version?: number; errors?: FieldErrors };

/** The working copy's bookkeeping after a write (the editor keeps its own content). */
export type PageState = Pick<Page, 'id' | 'version' | 'status' | 'slug' | 'publishedRevision' | 'revisionCount' | 'scheduledAt' | 'updatedAt'>;

const id = z.number().check(z.int(), z.positive(), z.lte(2 ** 31 - 1));
export const locale = z.catch(z.enum(['en', 'es']), 'en');
const bounded = (max: number) => z.string().check(z.maxLength(max));

/** One page at the version the editor saw. */
export const pageMoveInput = z.object({ locale, id, version: id });

export const createPageInput = z.object({
  locale,
  language: z.enum(['en', 'es']),
  /** A new page's address, or null for one of the site's own pages (`key`). */
  slug: z.nullable(bounded(PAGE_LIMITS.slug + 20)),
  key: z.nullable(bounded(40)),
  title: bounded(PAGE_LIMITS.title + 20),
  translationOf: z.optional(id),
});

/** The content is checked by the service (bounds, the blocks' schemas); here only its size, before anything else. */
export const autosavePageInput = z.object({ locale, id, version: id, content: z.unknown() });
export const schedulePageInput = z.object({ locale, id, version: id, at: bounded(40) });
export const renamePageInput = z.object({ locale, id, version: id, slug: bounded(PAGE_LIMITS.slug + 20) });
export const restorePageInput = z.object({ locale, id, version: id, revision: id });
export const deletePageInput = z.object({ locale, id });

type Locale = z.infer<typeof locale>;

const fill = (text: string, figures: Record<string, number | undefined>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => (figures[name] === undefined ? whole : String(figures[name])));

export function refusal(language: Locale, reason: PageRefusal | ActionRefusal, figure?: number, extra: { errors?: FieldErrors } = {}): PageActionResult {
  const sentence = (reason in ACTION_REFUSALS ? ACTION_REFUSALS[reason as ActionRefusal] : PAGE_REFUSALS[reason as PageRefusal])[language];
  const message = fill(sentence, { version: figure, limit: figure, seconds: figure });
  return { ok: false, reason, message, ...(reason === 'conflict' && figure !== undefined ? { version: figure } : {}), ...extra };
}

/** The answer to a signed-out or unpermitted caller (the builder's step); the locale is not read yet. */
export const deniedAnswer = (_reason: Denied): PageActionResult => refusal('en', 'denied');

/** The answer to an input the schema refuses. */
export const invalidAnswer = (): PageActionResult => refusal('en', 'invalid');

export const stateOf = (page: Page): PageState => ({
  id: page.id,
  version: page.version,
  status: page.status as ContentStatus,
  slug: page.slug,
  publishedRevision: page.publishedRevision,
  revisionCount: page.revisionCount,
  scheduledAt: page.scheduledAt,
  updatedAt: page.updatedAt,
});

/** The service's answer as the editor's; an `invalid` content comes back with its fields. */
export function answer(language: Locale, result: PageResult, content?: unknown): PageActionResult {
  if (result.ok) return { ok: true, page: stateOf(result.page) };
  const errors = result.reason === 'invalid' && content && typeof content === 'object' ? pageFieldErrors(content as Parameters<typeof pageFieldErrors>[0]) : undefined;
  return refusal(language, result.reason, result.figure, errors ? { errors } : {});
}

/** Whether the posted content is over the page's bound: measured once, before the service reads anything. */
export const oversized = (content: unknown): boolean => blocksBytes(content) > PAGE_LIMITS.blocksBytes + 8 * 1024;
