// @ts-check
/**
 * A stand-in for the legacy platform's REST API (spec §7), for the platform client and post store
 * tests (Vitest, in process) and the browser tests (another process, so it is also controlled over
 * HTTP). Records live in memory. No dependencies.
 *
 *   GET|POST|DELETE /api/apps/:app/entities/:entity            list / filter (q), create, delete many
 *   GET|PUT|DELETE  /api/apps/:app/entities/:entity/:id        get, update (merge), delete
 *   POST            /api/apps/:app/entities/:entity/bulk       create several
 *   POST            /api/apps/:app/entities/:entity/import     multipart `file` holding a JSON array
 *   GET|PUT         /api/apps/:app/entities/User/me            the signed-in user (an admin)
 *   POST            /api/apps/:app/integration-endpoints/Core/:name
 *   POST            /api/apps/:app/integration-endpoints/installable/:pkg/integration-endpoints/:name
 *                   both echo { ok: true, name, received }
 *
 *   GET  /__control/requests                       { requests }
 *   POST /__control/reset                          back to the starting records, no failure, no requests
 *   POST /__control/records {entity, records}      replace an entity's records
 *   POST /__control/failure {failure}              the same as setFailure(failure)
 *
 * A wrong app id is a 404. With `apiKey`, entity reads need a matching `api_key` header (else 401
 * `{ detail: 'Invalid api key' }`). `setFailure({ status, body })` answers every API request with
 * that; `setFailure('hang')` never answers (until the failure is cleared, then a 504, or close).
 * Every API request, whatever its answer, is in `requests`.
 *
 *   node test/fakes/fake-platform.mjs [port] [appId] [apiKey]   runs one and prints its URL
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { closeFake, listen, readBody, sendJson } from './fake-http.mjs';

/** @typedef {any} FakeRecord a stored record (loosely typed so tests can read and edit it) */
/** @typedef {{ BlogPost: FakeRecord[], [entity: string]: FakeRecord[] }} FakeEntities */
/**
 * @typedef {object} FakePlatformRequest
 * @property {string} method
 * @property {string} path without the query, e.g. /api/apps/test-app/entities/BlogPost
 * @property {Record<string, string>} query
 * @property {Record<string, string | string[] | undefined>} headers lower-cased names, as Node gives them
 * @property {any} body parsed JSON; for multipart, `{ [field]: string | FakeUpload }`; else the text or null
 * @property {number} status the answer's status (0 while held by 'hang')
 */
/** @typedef {{ filename: string, type: string, size: number, text: string }} FakeUpload */
/** @typedef {null | 'hang' | { status: number, body?: unknown, headers?: Record<string, string> }} FakePlatformFailure */

const MAX_BODY = 10 * 1024 * 1024;
const ENTITIES = /^\/api\/apps\/([^/]+)\/entities\/([^/]+)(?:\/([^/]+))?\/?$/;
const CORE = /^\/api\/apps\/([^/]+)\/integration-endpoints\/Core\/([^/]+)\/?$/;
const INSTALLABLE = /^\/api\/apps\/([^/]+)\/integration-endpoints\/installable\/([^/]+)\/integration-endpoints\/([^/]+)\/?$/;

const DEFAULT_USER = Object.freeze({
  id: 'user-admin-1',
  email: 'admin@example.com',
  full_name: 'Platform Admin',
  role: 'admin',
});

const newId = () => randomBytes(12).toString('hex');

/**
 * Just enough multipart/form-data for the client's uploads: fields become strings, files FakeUploads.
 * @param {Buffer} raw @param {string} boundary @returns {Record<string, string | FakeUpload>}
 */
function parseMultipart(raw, boundary) {
  /** @type {Record<string, string | FakeUpload>} */
  const fields = {};
  // latin1 maps bytes one to one, so a file's bytes survive the split.
  for (const part of raw.toString('latin1').split(`--${boundary}`).slice(1)) {
    if (part.startsWith('--')) break;
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd < 0) continue;
    const head = part.slice(0, headerEnd);
    const content = Buffer.from(part.slice(headerEnd + 4).replace(/\r\n$/, ''), 'latin1');
    const name = /name="([^"]*)"/i.exec(head)?.[1];
    if (name === undefined) continue;
    const filename = /filename="([^"]*)"/i.exec(head)?.[1];
    const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? '';
    fields[name] =
      filename === undefined ? content.toString('utf8') : { filename, type, size: content.length, text: content.toString('utf8') };
  }
  return fields;
}

/** @param {import('node:http').IncomingMessage} req @param {Buffer} raw */
function parseBody(req, raw) {
  if (raw.length === 0) return null;
  const type = req.headers['content-type'] ?? '';
  const boundary = /multipart\/form-data;.*boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) return parseMultipart(raw, boundary);
  const text = raw.toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** @param {unknown} a @param {unknown} b */
const sameValue = (a, b) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** @param {string} sort @returns {(a: FakeRecord, b: FakeRecord) => number} */
function comparator(sort) {
  const descending = sort.startsWith('-');
  const field = sort.replace(/^[-+]/, '');
  return (a, b) => {
    const x = a[field];
    const y = b[field];
    // Records without the field go last, whichever the direction.
    if (x === undefined || x === null) return y === undefined || y === null ? 0 : 1;
    if (y === undefined || y === null) return -1;
    const order = x < y ? -1 : x > y ? 1 : 0;
    return descending ? -order : order;
  };
}

/** @param {FakeRecord} record @param {string[]} fields */
function project(record, fields) {
  /** @type {FakeRecord} */
  const out = { id: record.id };
  for (const field of fields) if (field in record) out[field] = record[field];
  return out;
}

/**
 * @param {{
 *   port?: number, host?: string, appId?: string, apiKey?: string,
 *   records?: Record<string, object[]>, user?: Record<string, unknown>,
 * }} [options]
 */
export async function startFakePlatform({ port = 0, host = '127.0.0.1', appId = 'test-app', apiKey, records = {}, user = DEFAULT_USER } = {}) {
  /** @type {FakeEntities} */
  const entities = { BlogPost: [] };
  /** @type {FakePlatformRequest[]} */
  const requests = [];
  /** @type {FakePlatformFailure} */
  let failure = null;
  /** @type {Record<string, unknown>} */
  let currentUser = { ...user };
  /** Answers held back by the 'hang' failure. @type {Set<{ res: import('node:http').ServerResponse, request: FakePlatformRequest }>} */
  const hanging = new Set();

  /** A stored copy of a record: the server's id (unless it has one) and timestamps. @param {object} record */
  function stored(record) {
    const now = new Date().toISOString();
    return { created_date: now, updated_date: now, ...structuredClone(record), id: /** @type {any} */ (record).id ?? newId() };
  }

  /** @param {string} entity @returns {FakeRecord[]} */
  const table = (entity) => (entities[entity] ??= []);

  /** Replaces an entity's records (records without an id get one). @param {string} entity @param {object[]} list */
  function setRecords(entity, list) {
    entities[entity] = list.map(stored);
  }

  /** @param {FakePlatformFailure} next */
  function setFailure(next) {
    if (next !== null && next !== 'hang' && !(typeof next === 'object' && Number.isInteger(next.status))) {
      throw new Error(`fake platform: a failure is null, 'hang' or { status, body }, not ${JSON.stringify(next)}`);
    }
    failure = next;
    if (next === 'hang') return;
    for (const held of hanging) {
      held.request.status = 504;
      sendJson(held.res, 504, { message: 'Gateway timeout' });
    }
    hanging.clear();
  }

  function reset() {
    setFailure(null);
    requests.length = 0;
    for (const key of Object.keys(entities)) delete entities[key];
    entities.BlogPost = [];
    for (const [entity, list] of Object.entries(records)) setRecords(entity, list);
    currentUser = { ...user };
  }
  reset();

  /**
   * An entity call. @param {FakePlatformRequest} request @param {string} entity @param {string | undefined} id
   * @returns {[number, unknown]}
   */
  function entityCall(request, entity, id) {
    const { method, query, body } = request;
    const rows = table(entity);

    if (entity === 'User' && id === 'me') {
      if (method === 'GET') return [200, currentUser];
      if (method === 'PUT') {
        currentUser = { ...currentUser, ...(body && typeof body === 'object' ? body : {}), id: currentUser.id };
        return [200, currentUser];
      }
      return [405, { message: 'Method not allowed' }];
    }
    if (method === 'GET' && apiKey !== undefined && request.headers.api_key !== apiKey) {
      return [401, { detail: 'Invalid api key' }];
    }

    if (id === 'bulk' && method === 'POST') {
      if (!Array.isArray(body)) return [422, { detail: 'The body must be an array of records' }];
      const created = body.map(({ id: _ignored, ...record }) => stored(record));
      rows.push(...created);
      return [200, created];
    }
    if (id === 'import' && method === 'POST') {
      const file = body?.file;
      if (!file || typeof file !== 'object') return [422, { detail: 'A file field is required' }];
      let list;
      try {
        list = JSON.parse(file.text);
      } catch {
        return [422, { detail: 'The file is not JSON' }];
      }
      if (!Array.isArray(list)) return [422, { detail: 'The file must hold a JSON array' }];
      const created = list.map(({ id: _ignored, ...record }) => stored(record));
      rows.push(...created);
      return [200, { status: 'success', imported: created.length, records: created }];
    }

    if (id === undefined) {
      if (method === 'GET') {
        let found = rows;
        if (query.q !== undefined) {
          let where;
          try {
            where = JSON.parse(query.q);
          } catch {
            return [400, { detail: 'q is not JSON' }];
          }
          found = rows.filter((row) => Object.entries(where ?? {}).every(([key, value]) => sameValue(row[key], value)));
        }
        if (query.sort) found = [...found].sort(comparator(query.sort));
        const skip = Number(query.skip ?? 0) || 0;
        const limit = query.limit === undefined ? Infinity : Number(query.limit);
        found = found.slice(skip, skip + limit);
        const fields = query.fields?.split(',').filter(Boolean);
        return [200, fields?.length ? found.map((row) => project(row, fields)) : found];
      }
      if (method === 'POST') {
        if (!body || typeof body !== 'object' || Array.isArray(body)) return [422, { detail: 'The body must be a record' }];
        const { id: _ignored, ...record } = body;
        const created = stored(record);
        rows.push(created);
        return [200, created];
      }
      if (method === 'DELETE') {
        const where = body && typeof body === 'object' ? body : {};
        const kept = rows.filter((row) => !Object.entries(where).every(([key, value]) => sameValue(row[key], value)));
        const deleted = rows.length - kept.length;
        rows.splice(0, rows.length, ...kept);
        return [200, { success: true, deleted }];
      }
      return [405, { message: 'Method not allowed' }];
    }

    const index = rows.findIndex((row) => String(row.id) === id);
    if (index < 0) return [404, { message: 'Entity not found' }];
    if (method === 'GET') return [200, rows[index]];
    if (method === 'PUT') {
      const changes = body && typeof body === 'object' ? body : {};
      rows[index] = { ...rows[index], ...changes, id: rows[index].id, updated_date: new Date().toISOString() };
      return [200, rows[index]];
    }
    if (method === 'DELETE') {
      rows.splice(index, 1);
      return [200, { success: true, deleted: 1 }];
    }
    return [405, { message: 'Method not allowed' }];
  }

  /** @param {FakePlatformRequest} request @returns {[number, unknown]} */
  function route(request) {
    const entity = ENTITIES.exec(request.path);
    const core = CORE.exec(request.path);
    const installable = INSTALLABLE.exec(request.path);
    const app = entity?.[1] ?? core?.[1] ?? installable?.[1];
    if (app === undefined) return [404, { message: 'Not found' }];
    if (decodeURIComponent(app) !== appId) return [404, { message: 'App not found' }];
    if (entity) {
      const id = entity[3] === undefined ? undefined : decodeURIComponent(entity[3]);
      return entityCall(request, decodeURIComponent(entity[2] ?? ''), id);
    }
    if (request.method !== 'POST') return [405, { message: 'Method not allowed' }];
    const name = decodeURIComponent((core?.[2] ?? installable?.[3]) || '');
    const pkg = installable ? decodeURIComponent(installable[2] ?? '') : undefined;
    return [200, { ok: true, name, ...(pkg ? { package: pkg } : {}), received: request.body }];
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {URL} url */
  async function api(req, res, url) {
    /** @type {FakePlatformRequest} */
    const request = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: { ...req.headers },
      body: parseBody(req, await readBody(req, MAX_BODY)),
      status: 0,
    };
    requests.push(request);
    if (failure === 'hang') {
      const held = { res, request };
      hanging.add(held);
      res.on('close', () => hanging.delete(held));
      return;
    }
    if (failure) {
      request.status = failure.status;
      return sendJson(res, failure.status, failure.body, failure.headers);
    }
    const [status, answer] = route(request);
    request.status = status;
    sendJson(res, status, answer);
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {string} path */
  async function control(req, res, path) {
    if (path === '/__control/requests' && req.method === 'GET') return sendJson(res, 200, { requests });
    if (path === '/__control/reset' && req.method === 'POST') {
      reset();
      return sendJson(res, 200, { ok: true });
    }
    /** @type {any} */
    let body;
    try {
      body = JSON.parse((await readBody(req, MAX_BODY)).toString('utf8') || 'null');
    } catch {
      return sendJson(res, 400, { error: 'the body must be JSON' });
    }
    if (path === '/__control/records' && req.method === 'POST') {
      if (typeof body?.entity !== 'string' || !Array.isArray(body.records)) {
        return sendJson(res, 400, { error: 'expected { entity, records: [] }' });
      }
      setRecords(body.entity, body.records);
      return sendJson(res, 200, { entity: body.entity, records: entities[body.entity] });
    }
    if (path === '/__control/failure' && req.method === 'POST') {
      try {
        setFailure(body?.failure ?? null);
      } catch (error) {
        return sendJson(res, 400, { error: String(error) });
      }
      return sendJson(res, 200, { failure });
    }
    return sendJson(res, 404, { error: 'unknown control route' });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-platform');
    const handle = url.pathname.startsWith('/__control/') ? control(req, res, url.pathname) : api(req, res, url);
    handle.catch((error) => sendJson(res, 500, { message: String(error) }));
  });

  const address = await listen(server, port, host);

  return {
    ...address,
    appId,
    /** Every API request, oldest first (the same array for the server's whole life). */
    requests,
    /** The stored records by entity; read and edit them freely (reset and setRecords replace the arrays). */
    entities,
    setRecords,
    setFailure,
    reset,
    /** @returns {Promise<void>} */
    close: () => closeFake(server, hanging),
  };
}

/** @typedef {Awaited<ReturnType<typeof startFakePlatform>>} FakePlatform */

if (import.meta.url === `file://${process.argv[1]}`) {
  const [portArg, appIdArg, apiKeyArg] = process.argv.slice(2);
  const platform = await startFakePlatform({ port: Number(portArg ?? 0), appId: appIdArg || undefined, apiKey: apiKeyArg || undefined });
  console.log(platform.url);
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.once(signal, () => void platform.close().then(() => process.exit(0)));
}
