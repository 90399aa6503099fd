'use server';

import * as z from 'zod/mini';
import { actionClient } from '@/lib/infra/http/server-action';
import { signedInWith } from '@/lib/features/people';
import type { Denied } from '@/lib/features/people/shared/types';
import { bodyProblemOf, type BodyProblem, type LengthProblem } from '@/lib/features/posts/actions/shared';
import { MAX_BODY_CHARS } from '@/lib/features/posts/quotas';
import { plainTextBody, SAVE_BUDGET_MS, tryRenderPostBody } from '@/lib/features/posts/render-body';

export type PreviewResult = { ok: true; html: string; problem: BodyProblem | LengthProblem | null } | { ok: false; reason: Denied };

/**
 * The body as the public page will show it (same renderer, same sanitising), and what would stop
 * it being saved: such a body is previewed as the plain text the page would fall back to.
 */
export const previewBodyAction = actionClient
  // The browser sends the body as text; anything else a client sends previews as nothing.
  .input(z.catch(z.string(), ''))
  .use(signedInWith('posts', (reason): PreviewResult => ({ ok: false, reason }), { change: false }))
  .onInvalid((): PreviewResult => ({ ok: true, html: '', problem: null }))
  .callAction(async ({ input: text }): Promise<PreviewResult> => {
    // Past the limit, the part that fits is previewed, and the editor says the rest cannot be saved.
    const body = text.slice(0, MAX_BODY_CHARS);
    const tooLong: LengthProblem | null = text.length > MAX_BODY_CHARS ? { key: 'tooLong', field: 'fullContent', limit: MAX_BODY_CHARS } : null;
    const rendered = await tryRenderPostBody(body, SAVE_BUDGET_MS);
    if (rendered.status === 'rendered') return { ok: true, html: rendered.html, problem: tooLong };
    return { ok: true, html: plainTextBody(body), problem: bodyProblemOf(rendered) ?? tooLong };
  });
