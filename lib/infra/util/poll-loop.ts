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

export function createPollLoop(run: () => Promise<{ more: boolean }>, { pollMs, log = logger, name }: PollLoopOptions): PollLoop {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let started = false;
  let stopped = false;
  /** Logged once until it changes or the runs recover, not every poll. */
  let lastError: string | undefined;

  function schedule(delayMs: number) {
    clearTimeout(timer);
    timer = undefined;
    if (stopped) return;
    timer = setTimeout(tick, delayMs);
    // A pending poll never keeps the process alive.
    timer.unref?.();
  }

  async function loop() {
    do {
      again = false;
      try {
        const result = await run();
        if (result.more) again = true;
        if (lastError) log.info(`${name} works again`);
        lastError = undefined;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (message !== lastError) log.error(`${name} failed (will retry)`, { error });
        lastError = message;
        // On a failure, wait for the next poll rather than spin.
        again = false;
      }
    } while (again && !stopped);
  }

  function tick() {
    timer = undefined;
    if (running) {
      again = true;
      return;
    }
    running = loop().finally(() => {
      running = undefined;
      schedule(pollMs);
    });
  }

  return {
    start() {
      if (started || stopped) return;
      started = true;
      schedule(0);
    },
    kick() {
      if (!started || stopped) return;
      if (running) again = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
