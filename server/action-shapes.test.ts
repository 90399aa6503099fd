import { describe, expect, it } from 'vitest';
import { MAX_ACTION_BODY_BYTES } from '../lib/infra/http/limits.mjs';
import { ACTION_SHAPES, type ActionShape, type Verdict, verdictFor } from '../e2e/support/action-shapes';
import { screenBody, screenFormStart, screenHead } from './request-gate.mjs';
import { ACTION_BODY_LIMITS, BODY_LIMITS } from './server-actions.mjs';

/**
 * Every argument shape a client can post (e2e/support/action-shapes.ts) against every action the
 * site has, through the request gate as server/index.mjs runs it: the head, the first 64 kB of a
 * form, the whole body. What passes is what Next.js gets; e2e/hostile-actions.spec.ts posts each
 * shape once to a real build to prove Next.js answers those without a 500.
 */

const SITE = 'www.otailo.com';
/** An id of this build for each action, as the manifest would give it (42 hex digits). */
const idOf = (index: number) => index.toString(16).padStart(42, 'a');
const actions = Object.entries(ACTION_BODY_LIMITS).map(([name, limit], index) => ({ name, limit, id: idOf(index) }));
const gate = { siteHost: SITE, maxBodyBytes: MAX_ACTION_BODY_BYTES, actions: new Map(actions.map(({ id, limit }) => [id, BODY_LIMITS[limit]])) };
const FORM_START_BYTES = 64 * 1024;

/** The bytes and headers a browser's fetch sends for a shape. */
async function encode(shape: ActionShape, actionId: string) {
  const { headers, body } = shape.request(actionId);
  const request = new Request(`https://${SITE}/en`, { method: 'POST', headers, body });
  const bytes = Buffer.from(await request.arrayBuffer());
  const sent: Record<string, string> = { host: SITE, origin: `https://${SITE}`, 'content-length': String(bytes.byteLength) };
  request.headers.forEach((value, name) => (sent[name] = value));
  return { headers: sent, bytes };
}

/** What the gate does with a post: the steps server/index.mjs takes, in its order. */
function gateVerdict(headers: Record<string, string>, bytes: Buffer): Verdict | number {
  const head = screenHead({ method: 'POST', url: '/en', headers }, gate);
  if ('status' in head) return head.status;
  if (bytes.byteLength > (head.bodyLimit ?? 0)) return 413;
  const start = bytes.byteLength >= FORM_START_BYTES ? screenFormStart(headers, bytes, gate) : undefined;
  if (start) return start.status;
  return screenBody(headers, bytes, gate)?.status ?? 'passes';
}

describe('every action, every argument shape, through the request gate', () => {
  it('covers every action and the shapes that were 500s', () => {
    expect(actions.length).toBeGreaterThanOrEqual(50);
    expect(ACTION_SHAPES.length).toBeGreaterThanOrEqual(32);
    // Each of finding 3's cases is among them.
    expect(ACTION_SHAPES.map(({ label }) => label)).toEqual(expect.arrayContaining(['fetch 1,001 arguments', 'fetch nesting 5,000 deep', expect.stringMatching(/bound state \[null,null/)]));
  });

  it.each(actions)('$name ($limit): each shape is refused with its 4xx or handed on as it is', async ({ id, limit }) => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const shape of ACTION_SHAPES) {
      const { headers, bytes } = await encode(shape, id);
      answers.push(`${shape.label}: ${gateVerdict(headers, bytes)}`);
      expected.push(`${shape.label}: ${verdictFor(shape, limit === 'form' ? 'form' : 'larger')}`);
    }
    expect(answers).toEqual(expected);
  });

  it('refuses every shape naming an action this build does not have, without reading its arguments', async () => {
    const answers = await Promise.all(ACTION_SHAPES.map(async (shape) => {
      const { headers, bytes } = await encode(shape, 'cd'.repeat(21));
      return `${shape.label}: ${gateVerdict(headers, bytes)}`;
    }));
    // The url-encoded post names no action Next.js would run (it runs actions from multipart only).
    expect(answers.filter((answer) => !answer.endsWith(': 404'))).toEqual(['no JavaScript: url-encoded: passes']);
  });

  it('holds every action to its body limit, counted as the browser sends it', async () => {
    for (const { id, limit } of actions) {
      const room = BODY_LIMITS[limit];
      const padded = (bytes: number) => {
        const form = new FormData();
        form.append(`$ACTION_ID_${id}`, '');
        form.append('message', 'x'.repeat(bytes));
        return form;
      };
      const fits = await encode({ label: 'fits', gate: 'passes', request: () => ({ headers: {}, body: padded(room - 1000) }) }, id);
      expect(gateVerdict(fits.headers, fits.bytes), limit).toBe('passes');
      const over = await encode({ label: 'over', gate: 413, request: () => ({ headers: {}, body: padded(room) }) }, id);
      expect(gateVerdict(over.headers, over.bytes), limit).toBe(413);
    }
  });
});
