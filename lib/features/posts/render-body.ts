/**
 * Post bodies as safe HTML (the rules are in body-markdown.mjs), in bounded time: a body whose
 * shape the parser cannot take, or that does not render before the deadline, is shown as plain
 * text instead. Stored bodies come from the editor, the legacy platform and imports alike.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { escapeHtml } from '@/lib/infra/util/escape-html.mjs';
import { checkBodyStructure, normalizeBody, type BodyStructureProblem } from './body-structure';
import { renderInWorker } from './body-render-worker';

/** A page's render; the editor refuses, at save, a body that needs more than SAVE_BUDGET_MS. */
export const RENDER_DEADLINE_MS = 2_000;
export const SAVE_BUDGET_MS = 1_000;

export type BodyRender =
  | { status: 'rendered'; html: string }
  | { status: 'refused'; problem: BodyStructureProblem }
  | { status: 'timed-out' }
  | { status: 'failed' }
  | { status: 'busy' };

export async function tryRenderPostBody(content: string, deadlineMs: number): Promise<BodyRender> {
  const structure = checkBodyStructure(content);
  if (!structure.ok) return { status: 'refused', problem: structure.problem };
  return renderInWorker(normalizeBody(content), deadlineMs);
}

/** The post body as safe HTML: rendered Markdown, or the plain-text fallback. */
export async function renderPostBody(content: string, deadlineMs = RENDER_DEADLINE_MS): Promise<string> {
  const key = fingerprint(content);
  if (isUnrenderable(key)) return plainTextBody(content);
  const result = await tryRenderPostBody(content, deadlineMs);
  if (result.status === 'rendered') return result.html;
  if (result.status === 'timed-out' || result.status === 'failed') remember(key);
  return plainTextBody(content);
}

/** The body's text, escaped, in paragraphs and lines as it was typed; linear and always safe. */
export function plainTextBody(content: string): string {
  return normalizeBody(content)
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replaceAll('\n', '<br>\n')}</p>`)
    .join('\n');
}

// Bodies that ran out of time or crashed the parser go straight to plain text for a while, so
// repeated views cost no worker time; the while is short because a timeout may be the machine's
// load rather than the body.
const REMEMBER_MS = 10 * 60_000;
const MAX_REMEMBERED = 256;
const unrenderable = new Map<string, number>();
const fingerprint = (content: string) => createHash('sha256').update(content).digest('base64url');

function isUnrenderable(key: string): boolean {
  const until = unrenderable.get(key);
  if (until === undefined) return false;
  if (until >= Date.now()) return true;
  unrenderable.delete(key);
  return false;
}

function remember(key: string) {
  unrenderable.delete(key);
  unrenderable.set(key, Date.now() + REMEMBER_MS);
  const oldest = unrenderable.keys().next();
  if (unrenderable.size > MAX_REMEMBERED && !oldest.done) unrenderable.delete(oldest.value);
}
