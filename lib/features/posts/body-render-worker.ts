/**
 * Renders bodies on one worker thread, one job at a time, so that a body the parser chokes on
 * never blocks the server's own thread: past its deadline (counted from when the worker starts the
 * job) the worker is terminated, which stops the CPU burn, and the next job gets a fresh one.
 */
import 'server-only';
import { Worker } from 'node:worker_threads';

export type WorkerRender = { status: 'rendered'; html: string } | { status: 'timed-out' } | { status: 'failed' } | { status: 'busy' };

/** Worker start-up (loading the Markdown modules) on a loaded machine, with room to spare. */
const START_DEADLINE_MS = 15_000;
/** Jobs waiting beyond this are answered at once ('busy'): a queue must not grow without bound. */
const MAX_WAITING = 64;

type WorkerMessage = { id: number; type: 'started' } | { id: number; type: 'rendered'; html: string } | { id: number; type: 'failed' };

interface Job {
  id: number;
  body: string;
  deadlineMs: number;
  settle: (result: WorkerRender) => void;
}

interface RenderQueue {
  worker: Worker | null;
  current: Job | null;
  timer: ReturnType<typeof setTimeout> | undefined;
  waiting: Job[];
  nextId: number;
}

// Next.js may copy this module into several server chunks; one queue (and so one worker) per
// process is kept under a registered symbol that every copy shares.
const QUEUE = Symbol.for('otailo.bodyRenderQueue');

function queue(): RenderQueue {
  const store = globalThis as unknown as Record<symbol, RenderQueue | undefined>;
  return (store[QUEUE] ??= { worker: null, current: null, timer: undefined, waiting: [], nextId: 1 });
}

export function renderInWorker(normalizedBody: string, deadlineMs: number): Promise<WorkerRender> {
  const q = queue();
  if (q.waiting.length >= MAX_WAITING) return Promise.resolve({ status: 'busy' });
  return new Promise((settle) => {
    q.waiting.push({ id: q.nextId++, body: normalizedBody, deadlineMs, settle });
    startNext();
  });
}

function startNext() {
  const q = queue();
  if (q.current) return;
  const job = q.waiting.shift();
  if (!job) return;
  q.current = job;
  const thread = (q.worker ??= startWorker());
  thread.ref();
  q.timer = setTimeout(() => stopWorker('timed-out'), START_DEADLINE_MS);
  thread.postMessage({ id: job.id, body: job.body });
}

function startWorker(): Worker {
  // This exact form lets Turbopack bundle the worker entry; Vitest runs the file as it is.
  // The stack of a main thread (where bodies always rendered), not a worker's default 4 MB: a
  // parser recursing without end then fails in a second rather than after several.
  const thread = new Worker(new URL('./render-worker.mjs', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: 256, stackSizeMb: 1 },
  });
  thread.on('message', (message: WorkerMessage) => onMessage(thread, message));
  thread.on('error', () => thread === queue().worker && stopWorker('failed'));
  thread.on('exit', () => thread === queue().worker && stopWorker('failed'));
  return thread;
}

function onMessage(thread: Worker, message: WorkerMessage) {
  const q = queue();
  if (thread !== q.worker || !q.current || message.id !== q.current.id) return;
  if (message.type === 'started') {
    clearTimeout(q.timer);
    q.timer = setTimeout(() => stopWorker('timed-out'), q.current.deadlineMs);
    return;
  }
  finish(message.type === 'rendered' ? { status: 'rendered', html: message.html } : { status: 'failed' });
  // An idle worker must not keep a script or a test run alive.
  if (!q.current) thread.unref();
}

/** Ends the current job with `result` and gets rid of the worker, which is then of no more use. */
function stopWorker(result: 'timed-out' | 'failed') {
  const q = queue();
  const thread = q.worker;
  q.worker = null;
  void thread?.terminate();
  finish({ status: result });
}

function finish(result: WorkerRender) {
  const q = queue();
  clearTimeout(q.timer);
  const job = q.current;
  q.current = null;
  job?.settle(result);
  startNext();
}
