// @ts-check
/**
 * A stand-in for the CRM's forms API (HubSpot's v3 submit endpoint), for the lead outbox tests
 * (Vitest, in process) and the browser tests (Playwright's global setup runs it in another process,
 * so it is also controlled over HTTP). No dependencies.
 *
 *   POST /submissions/v3/integration/submit/:portal/:form   a submission, answered by the mode
 *   POST /__control/mode {"mode": "500"}                     switch the mode
 *   GET  /__control/submissions                              { mode, submissions, requests }
 *   POST /__control/reset                                    forget everything, back to 'ok'
 *
 * Modes: 'ok' (200, and the submission counts), '500', '429' (Retry-After: 1), 'hang' (no answer
 * until the mode changes, then a 504, or until close) and 'reject' (400 with HubSpot's error body).
 * Every submit request is in `requests`; only the accepted ones are in `submissions`.
 *
 *   node test/fakes/fake-crm.mjs [port]   runs one and prints its URL
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { closeFake, listen, readBody, sendJson } from './fake-http.mjs';

/** @typedef {'ok' | '500' | '429' | 'hang' | 'reject'} FakeCrmMode */
/**
 * @typedef {object} FakeCrmSubmission
 * @property {string} portalId
 * @property {string} formId
 * @property {FakeCrmBody} body the parsed JSON body
 * @property {Record<string, string | string[] | undefined>} headers
 * @property {number} at milliseconds since the epoch
 */
/** @typedef {FakeCrmSubmission & { mode: FakeCrmMode, status: number | null }} FakeCrmRequest */
/** @typedef {{ fields: { name: string, value: string }[], context?: Record<string, unknown>, submittedAt?: unknown, [key: string]: unknown }} FakeCrmBody a submission as HubSpot takes it */

/** @type {readonly FakeCrmMode[]} */
export const FAKE_CRM_MODES = ['ok', '500', '429', 'hang', 'reject'];

const SUBMIT_PATH = /^\/submissions\/v3\/integration\/submit\/([^/]+)\/([^/]+)\/?$/;
const MAX_BODY = 1024 * 1024;

/** @param {unknown} mode @returns {mode is FakeCrmMode} */
const isMode = (mode) => typeof mode === 'string' && /** @type {readonly string[]} */ (FAKE_CRM_MODES).includes(mode);

/** @param {string} message @param {{ message: string, errorType: string }[]} [errors] */
const hubspotError = (message, errors) => ({ status: 'error', message, correlationId: randomUUID(), ...(errors ? { errors } : {}) });

/** What HubSpot would refuse about a body's shape, or null. @param {unknown} json */
function shapeProblem(json) {
  if (!json || typeof json !== 'object') return 'The request body is not a JSON object';
  const body = /** @type {{ fields?: unknown, context?: unknown, submittedAt?: unknown }} */ (json);
  if (!Array.isArray(body.fields)) return "Error in 'fields'. Must be an array";
  for (const field of /** @type {({ name?: unknown, value?: unknown } | null)[]} */ (body.fields)) {
    if (!field || typeof field.name !== 'string' || typeof field.value !== 'string') {
      return "Error in 'fields'. Each field needs a string name and value";
    }
  }
  if (body.context !== undefined && (typeof body.context !== 'object' || body.context === null)) {
    return "Error in 'context'. Must be an object";
  }
  if (body.submittedAt !== undefined && !/^\d+$/.test(String(body.submittedAt))) {
    return "Error in 'submittedAt'. Must be a timestamp in milliseconds";
  }
  return null;
}

/**
 * @param {{ port?: number, host?: string }} [options]
 */
export async function startFakeCrm({ port = 0, host = '127.0.0.1' } = {}) {
  /** @type {FakeCrmMode} */
  let mode = 'ok';
  /** @type {FakeCrmSubmission[]} */
  const submissions = [];
  /** @type {FakeCrmRequest[]} */
  const requests = [];
  /** Answers held back in 'hang' mode. @type {Set<{ res: import('node:http').ServerResponse, request: FakeCrmRequest }>} */
  const hanging = new Set();

  /** @param {FakeCrmMode} next */
  function setMode(next) {
    if (!isMode(next)) throw new Error(`fake CRM: unknown mode ${String(next)}`);
    mode = next;
    if (next === 'hang') return;
    // A held request gets the gateway's answer: it never counts as a submission.
    for (const held of hanging) {
      held.request.status = 504;
      sendJson(held.res, 504, hubspotError('Gateway timeout'));
    }
    hanging.clear();
  }

  function reset() {
    setMode('ok');
    submissions.length = 0;
    requests.length = 0;
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} portalId
   * @param {string} formId
   */
  async function submit(req, res, portalId, formId) {
    const text = (await readBody(req, MAX_BODY)).toString('utf8');
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    /** @type {FakeCrmRequest} */
    const request = { portalId, formId, body, headers: { ...req.headers }, at: Date.now(), mode, status: null };
    requests.push(request);
    /** @param {number} status @param {unknown} answer @param {Record<string, string>} [headers] */
    const answer = (status, answer, headers) => {
      request.status = status;
      sendJson(res, status, answer, headers);
    };

    switch (mode) {
      case 'ok': {
        const problem = shapeProblem(body);
        if (problem) return answer(400, hubspotError('The request is not valid', [{ message: problem, errorType: 'INVALID_REQUEST' }]));
        submissions.push({ portalId, formId, body, headers: request.headers, at: request.at });
        return answer(200, { inlineMessage: 'Thanks for submitting the form.' });
      }
      case '500':
        return answer(500, hubspotError('Internal Server Error'));
      case '429':
        return answer(429, { ...hubspotError('You have reached your ten_secondly_rolling limit.'), errorType: 'RATE_LIMIT' }, { 'retry-after': '1' });
      case 'reject':
        return answer(
          400,
          hubspotError('The request is not valid', [{ message: "Error in 'fields.email'. Invalid email address", errorType: 'INVALID_EMAIL' }]),
        );
      case 'hang': {
        const held = { res, request };
        hanging.add(held);
        res.on('close', () => hanging.delete(held));
        return;
      }
    }
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake-crm').pathname;
    const handle = async () => {
      const submitMatch = SUBMIT_PATH.exec(path);
      if (submitMatch && req.method === 'POST') {
        return submit(req, res, decodeURIComponent(submitMatch[1] ?? ''), decodeURIComponent(submitMatch[2] ?? ''));
      }
      if (path === '/__control/mode' && req.method === 'POST') {
        let next;
        try {
          next = JSON.parse((await readBody(req, MAX_BODY)).toString('utf8')).mode;
        } catch {
          next = undefined;
        }
        if (!isMode(next)) return sendJson(res, 400, { error: `mode must be one of ${FAKE_CRM_MODES.join(', ')}` });
        setMode(next);
        return sendJson(res, 200, { mode });
      }
      if (path === '/__control/submissions' && req.method === 'GET') return sendJson(res, 200, { mode, submissions, requests });
      if (path === '/__control/reset' && req.method === 'POST') {
        reset();
        return sendJson(res, 200, { mode });
      }
      return sendJson(res, 404, hubspotError('Not found'));
    };
    handle().catch((error) => sendJson(res, 500, { error: String(error) }));
  });

  const address = await listen(server, port, host);

  return {
    ...address,
    /** Accepted submissions, oldest first (the same array for the server's whole life). */
    submissions,
    /** Every submit request, whatever the answer. */
    requests,
    /** @returns {FakeCrmMode} */
    mode: () => mode,
    setMode,
    reset,
    /** @returns {Promise<void>} */
    close: () => closeFake(server, hanging),
  };
}

/** @typedef {Awaited<ReturnType<typeof startFakeCrm>>} FakeCrm */

if (import.meta.url === `file://${process.argv[1]}`) {
  const crm = await startFakeCrm({ port: Number(process.argv[2] ?? 0) });
  console.log(crm.url);
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.once(signal, () => void crm.close().then(() => process.exit(0)));
}
