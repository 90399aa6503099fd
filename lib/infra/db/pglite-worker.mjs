// @ts-check
/**
 * The embedded database's thread (started by pglite-thread.ts). PGlite runs PostgreSQL compiled to
 * WebAssembly, and each statement runs synchronously on the thread that owns it: here, a worker,
 * so that a slow query holds this thread and never the server's, which keeps answering pages,
 * assets and health checks. Requests arrive as messages; a transaction stays open between its
 * `begin` and `end` messages while PGlite's own lock makes every other statement wait, as it does
 * on one thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @typedef {import('./pglite-protocol').Request} Request */
/** @typedef {import('./pglite-protocol').Reply} Reply */
/** @typedef {import('./pglite-protocol').StartOptions} StartOptions */
/** @typedef {{ query: PGlite['query'], exec: PGlite['exec'] }} Queryable */

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread only.');
const port = parentPort;

const options = /** @type {StartOptions} */ (workerData);

/** @type {Map<number, { client: Queryable, end: (commit: boolean) => void, done: Promise<void> }>} */
const transactions = new Map();

/**
 * What a client sent about an error, as plain data: structured cloning keeps an Error's message and
 * name but drops PostgreSQL's fields (code, constraint, detail…) that callers branch on.
 * @param {unknown} error
 */
function describeError(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  /** @type {Record<string, string | number | boolean>} */
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = /** @type {string | number | boolean} */ (value);
  }
  return { name: error.name, message: error.message, fields };
}

/**
 * Drizzle reads some types (dates, intervals, numeric arrays) as the text PostgreSQL sent; it asks
 * with parsers that return their input, which cannot cross a thread, so their type ids do.
 * @param {number[] | undefined} rawTypes
 */
function rawParsers(rawTypes) {
  if (!rawTypes) return undefined;
  return Object.fromEntries(rawTypes.map((oid) => [oid, (/** @type {string} */ value) => value]));
}

/** @param {Reply} reply */
const send = (reply) => port.postMessage(reply);

/** @param {PGlite} db @param {Request} request */
async function handle(db, request) {
  switch (request.op) {
    case 'ping':
      return null;
    case 'query': {
      const client = request.tx === undefined ? db : transactionClient(request.tx);
      const { rowMode, rawTypes } = request.options ?? {};
      const result = await client.query(request.sql, request.params, { rowMode, parsers: rawParsers(rawTypes) });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec': {
      const client = request.tx === undefined ? db : transactionClient(request.tx);
      const results = await client.exec(request.sql);
      return results.map((result) => ({ rows: result.rows, fields: result.fields, affectedRows: result.affectedRows }));
    }
    case 'begin':
      return beginTransaction(db, request.id);
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error('Transaction is closed');
      open.end(request.commit);
      await open.done;
      return null;
    }
    case 'close':
      await db.close();
      return null;
  }
}

/** @param {number} tx */
function transactionClient(tx) {
  const open = transactions.get(tx);
  if (!open) throw new Error('Transaction is closed');
  return open.client;
}

/**
 * Opens a transaction and answers once it has begun. It stays open (PGlite's lock held) until the
 * `end` request, whose answer is the commit's or rollback's outcome.
 * @param {PGlite} db
 * @param {number} tx
 */
function beginTransaction(db, tx) {
  return new Promise((begun, failed) => {
    let started = false;
    /** @type {(commit: boolean) => void} */
    let end = () => {};
    /** @type {Promise<boolean>} */
    const ended = new Promise((resolve) => {
      end = resolve;
    });
    const done = db
      .transaction(async (client) => {
        started = true;
        transactions.set(tx, { client, end, done });
        begun(null);
        if (!(await ended)) await client.rollback();
      })
      .finally(() => transactions.delete(tx));
    // A BEGIN that fails never reaches the callback: the `begin` request fails instead.
    done.catch((/** @type {unknown} */ error) => {
      if (!started) failed(error);
    });
  });
}

async function main() {
  // pg_trgm: the admin's searches (`ilike '%words%'`) over large tables use its indexes (migration 0035).
  const db = await PGlite.create(options.directory, { startParams: [...PGlite.defaultStartParams, ...options.settings], extensions: { pg_trgm } });
  port.on('message', (/** @type {Request} */ request) => {
    handle(db, request).then(
      (value) => send({ id: request.id, ok: true, value }),
      (error) => send({ id: request.id, ok: false, error: describeError(error) }),
    );
  });
  send({ id: 0, ok: true, value: 'ready' });
}

main().catch((error) => send({ id: 0, ok: false, error: describeError(error) }));
