import { log as logger } from '@/lib/infra/log.mjs';

/**
 * A background loop around one unit of work (an outbox run): every `pollMs`, and at once when
 * kicked; runs never overlap, a run that says there is `more` is followed by another at once, and a
 * failure is logged once until it changes, then retried at the next poll.
 */
export interface PollLoop {
  start(): void;
  /** Runs the outbox now, or right after the run in progress. */
  kick(): void;
  /** No more runs; resolves when the one in progress has finished. */
  stop(): Promise<void>;
}

export interface PollLoopOptions {
  pollMs: number;
  /** Says whose loop it is in the log (`leads: forwarding`). */
  name: string;
  log?: Pick<typeof logger, 'error' | 'info'>;
}

interface LoopState {
  readonly run: () => Promise<{ more: boolean }>;
  readonly pollMs: number;
  readonly name: string;
  readonly log: Pick<typeof logger, 'error' | 'info'>;
  timer?: ReturnType<typeof setTimeout>;
  running?: Promise<void>;
  again: boolean;
  started: boolean;
  stopped: boolean;
  /** Logged once until it changes or the runs recover, not every poll. */
  lastError?: string;
}

export function createPollLoop(run: () => Promise<{ more: boolean }>, { pollMs, log = logger, name }: PollLoopOptions): PollLoop {
  const loop: LoopState = { run, pollMs, name, log, again: false, started: false, stopped: false };
  return {
    start() {
      if (loop.started || loop.stopped) return;
      loop.started = true;
      schedule(loop, 0);
    },
    kick() {
      if (!loop.started || loop.stopped) return;
      if (loop.running) loop.again = true;
      else schedule(loop, 0);
    },
    async stop() {
      loop.stopped = true;
      clearTimeout(loop.timer);
      loop.timer = undefined;
      await loop.running;
    },
  };
}

function schedule(loop: LoopState, delayMs: number) {
  clearTimeout(loop.timer);
  loop.timer = undefined;
  if (loop.stopped) return;
  loop.timer = setTimeout(() => tick(loop), delayMs);
  // A pending poll never keeps the process alive.
  loop.timer.unref?.();
}

function tick(loop: LoopState) {
  loop.timer = undefined;
  if (loop.running) {
    loop.again = true;
    return;
  }
  loop.running = runWhileMore(loop).finally(() => {
    loop.running = undefined;
    schedule(loop, loop.pollMs);
  });
}

/** Runs until a run says there is no more (or fails, or the loop stops). */
async function runWhileMore(loop: LoopState) {
  do {
    loop.again = false;
    try {
      const result = await loop.run();
      if (result.more) loop.again = true;
      if (loop.lastError) loop.log.info(`${loop.name} works again`);
      loop.lastError = undefined;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (message !== loop.lastError) loop.log.error(`${loop.name} failed (will retry)`, { error });
      loop.lastError = message;
      // On a failure, wait for the next poll rather than spin.
      loop.again = false;
    }
  } while (loop.again && !loop.stopped);
}
