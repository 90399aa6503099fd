/**
 * The embedded database on its own thread (pglite-worker.mjs), behind the part of PGlite's client
 * that Drizzle and this site use: query, exec, transaction, close. A statement that takes seconds
 * (a dashboard over a million rows, an import) then holds that thread, not the server's, which
 * keeps serving kept pages, assets and health checks meanwhile.
 *
 * The thread is watched: one that dies (out of memory, a WebAssembly trap) or stops answering for
 * `stallMs` is replaced by a new one on the same folder, as PostgreSQL recovers from a crash;
 * requests in flight fail, and the ones after are served by the new thread.
 */
import 'server-only';
import { Worker } from 'node:worker_threads';
import { log } from '@/lib/infra/log.mjs';
import type { ErrorData, QueryOptions, Reply, Request, ResultData, StartOptions } from './pglite-protocol';

/** A request as sent, without its id (distributed over the union's members). */
type Outgoing = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

export interface ThreadOptions extends StartOptions {
  /** A thread that does not answer a ping for this long is replaced. */
  stallMs?: number;
  /** The thread's JavaScript heap (result rows on their way out; PGlite's own memory is WebAssembly's). */
  heapMb?: number;
}

type Parsers = Record<string | number, (value: string, typeId?: number) => unknown>;
export interface ClientQueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Parsers;
}

/** What PGlite's transaction callback receives, as far as Drizzle uses it. */
export interface TransactionClient {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: ClientQueryOptions): Promise<ResultData & { rows: T[] }>;
  exec(sql: string): Promise<ResultData[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

const PING_MS = 1_000;
const STALL_MS = 30_000;
/** Waits between replacements of a thread that keeps dying, up to the last. */
const RESTART_DELAYS_MS = [0, 250, 1_000, 5_000];

/** Rebuilds a database error on this side: callers read PostgreSQL's `code` and `constraint`. */
function toError({ name, message, fields }: ErrorData): Error {
  return Object.assign(new Error(message), fields, { name });
}

/**
 * Drizzle asks for some types (dates, intervals) as PostgreSQL's text with parsers that return their
 * input. Functions cannot cross to the thread; their type ids do, and the thread applies the same.
 */
function rawTypesOf(parsers: Parsers | undefined): number[] | undefined {
  if (!parsers) return undefined;
  return Object.entries(parsers).map(([oid, parse]) => {
    if (parse('2001-02-03 04:05:06', Number(oid)) !== '2001-02-03 04:05:06') {
      throw new Error(`Only parsers that keep PostgreSQL's text cross to the database thread (type ${oid})`);
    }
    return Number(oid);
  });
}

function toOptions(options: ClientQueryOptions | undefined): QueryOptions | undefined {
  if (!options) return undefined;
  return { rowMode: options.rowMode, rawTypes: rawTypesOf(options.parsers) };
}

export class PgliteThread {
  private worker!: Worker;
  private ready!: Promise<void>;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private closing = false;
  private failures = 0;
  private lastAnswer = Date.now();
  /** The current thread has opened the database (a start or a recovery can take a while: not a stall). */
  private opened = false;
  /** Why this side stopped the thread, for the message its exit gives. */
  private stopping: string | undefined;
  private readonly watchdog: ReturnType<typeof setInterval>;

  private constructor(private readonly options: ThreadOptions) {
    this.spawn();
    this.watchdog = setInterval(() => this.watch(), PING_MS);
    this.watchdog.unref();
  }

  /** Starts the thread and opens the database (applying nothing: migrations are the caller's). */
  static async start(options: ThreadOptions): Promise<PgliteThread> {
    const thread = new PgliteThread(options);
    try {
      await thread.ready;
    } catch (error) {
      await thread.close().catch(() => undefined);
      throw error;
    }
    return thread;
  }

  private spawn() {
    const { directory, settings, heapMb = 192 } = this.options;
    // This exact form lets Turbopack bundle the worker entry; Vitest and tsx run the file as it is.
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { directory, settings } satisfies StartOptions,
      resourceLimits: { maxOldGenerationSizeMb: heapMb },
    });
    this.worker = worker;
    this.opened = false;
    this.stopping = undefined;
    this.lastAnswer = Date.now();
    this.ready = new Promise<void>((resolve, reject) => {
      this.pending.set(0, { resolve: () => resolve(), reject });
    });
    // A start that fails is the caller's to see (start(), or the next request); never unhandled.
    this.ready.catch(() => undefined);
    worker.on('message', (reply: Reply) => this.answer(reply));
    worker.on('error', (error) => this.lost(worker, error));
    worker.on('exit', (code) => this.lost(worker, new Error(this.stopping ?? `The database thread exited (code ${code})`)));
    // Starting holds the process open like any request; an idle thread does not (tests, scripts).
    this.holdWhileBusy();
  }

  /** A thread with requests in hand keeps the process alive until they are answered; an idle one does not. */
  private holdWhileBusy() {
    if (this.pending.size > 0) this.worker.ref();
    else this.worker.unref();
  }

  private answer(reply: Reply) {
    this.lastAnswer = Date.now();
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    this.holdWhileBusy();
    if (reply.ok) {
      if (reply.id === 0) {
        this.failures = 0;
        this.opened = true;
      }
      waiting.resolve(reply.value);
      return;
    }
    waiting.reject(toError(reply.error));
    // A thread that could not open the database is replaced (after a wait) like one that died.
    if (reply.id === 0) this.stop('The database thread could not open the database');
  }

  /** The thread died or was stopped: what it was doing fails, and a folder's database is reopened. */
  private lost(worker: Worker, error: Error) {
    if (worker !== this.worker) return;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
    if (this.closing) return;
    // A database in memory is gone with its thread; a folder's is recovered by the next one.
    if (!this.options.directory) {
      this.closing = true;
      return;
    }
    const delay = RESTART_DELAYS_MS[Math.min(this.failures, RESTART_DELAYS_MS.length - 1)] ?? 0;
    this.failures += 1;
    log.error('embedded database: its thread stopped; reopening the database', { error, restartInMs: delay });
    const waiting = new Promise<void>((resolve) => setTimeout(resolve, delay));
    this.ready = waiting.then(() => {
      if (this.closing) throw new Error('The database is closed');
      this.spawn();
      return this.ready;
    });
    this.ready.catch(() => undefined);
  }

  private stop(reason: string) {
    this.stopping = reason;
    void this.worker.terminate();
  }

  /** Pings the thread; one that has answered nothing for `stallMs` is stuck in a statement. */
  private watch() {
    if (this.closing || !this.opened) return void (this.lastAnswer = Date.now());
    const silent = Date.now() - this.lastAnswer;
    if (silent > (this.options.stallMs ?? STALL_MS)) {
      log.error('embedded database: its thread has not answered for too long; stopping it', { silentMs: silent });
      this.stop(`The database thread was stopped after ${Math.round(silent / 1000)} s without an answer`);
      return;
    }
    // Only a thread with work in hand is asked: an idle one answers nothing and is not stuck.
    if (this.pending.size > 0) this.post({ op: 'ping' }).catch(() => undefined);
    else this.lastAnswer = Date.now();
  }

  private async post(request: Outgoing, id?: number): Promise<unknown> {
    if (this.closing && request.op !== 'close') throw new Error('The database is closed');
    await this.ready;
    return this.send(request, id ?? this.nextId++);
  }

  /** Sends to the current thread, which is ready. */
  private send(request: Outgoing, id: number): Promise<unknown> {
    const worker = this.worker;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.holdWhileBusy();
      worker.postMessage({ ...request, id } as Request);
    });
  }

  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: ClientQueryOptions, tx?: number) {
    return this.post({ op: 'query', sql, params, options: toOptions(options), tx }) as Promise<ResultData & { rows: T[] }>;
  }

  exec(sql: string, tx?: number) {
    return this.post({ op: 'exec', sql, tx }) as Promise<ResultData[]>;
  }

  /**
   * Runs `task` in a transaction: every other statement waits until it commits (or rolls back,
   * when `task` throws or calls `rollback()`), as with PGlite on one thread.
   */
  async transaction<T>(task: (client: TransactionClient) => Promise<T>): Promise<T> {
    const begin = this.nextId++; // the transaction is known by its begin request's id
    await this.post({ op: 'begin' }, begin);
    let closed = false;
    let rolledBack = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const client: TransactionClient = {
      query: async (sql, params, options) => (open(), this.query(sql, params, options, begin)),
      exec: async (sql) => (open(), this.exec(sql, begin)),
      rollback: async () => {
        open();
        rolledBack = true;
        closed = true;
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await task(client);
    } catch (error) {
      closed = true;
      await this.post({ op: 'end', tx: begin, commit: false }).catch(() => undefined);
      throw error;
    }
    closed = true;
    await this.post({ op: 'end', tx: begin, commit: !rolledBack });
    return result;
  }

  /** Closes the database (PGlite writes what it holds) and stops the thread; at most ~5 s. */
  async close(): Promise<void> {
    if (this.closing) return;
    clearInterval(this.watchdog);
    const closed = this.post({ op: 'close' }).catch(() => undefined);
    this.closing = true;
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
    await this.worker.terminate();
  }
}
