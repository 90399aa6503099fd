import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPollLoop, type PollLoop } from './poll-loop';

const idle = { more: false };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quietLog = () => ({ error: vi.fn(), info: vi.fn() });

describe('poll loop', () => {
  let loop: PollLoop | undefined;
  afterEach(() => loop?.stop());

  it('runs at start, then every poll', async () => {
    const run = vi.fn(async () => idle);
    loop = createPollLoop(run, { pollMs: 40, log: quietLog(), name: 'test' });
    loop.start();
    loop.start();
    await sleep(10);
    expect(run).toHaveBeenCalledTimes(1);
    await sleep(100);
    expect(run.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(run.mock.calls.length).toBeLessThanOrEqual(4);
  });

  it('runs at once when kicked, and never two runs at the same time', async () => {
    let active = 0;
    let most = 0;
    const run = vi.fn(async () => {
      active += 1;
      most = Math.max(most, active);
      await sleep(30);
      active -= 1;
      return idle;
    });
    loop = createPollLoop(run, { pollMs: 60_000, log: quietLog(), name: 'test' });
    loop.kick(); // not started: nothing
    await sleep(10);
    expect(run).not.toHaveBeenCalled();
    loop.start();
    await sleep(10);
    // Kicks during a run make one more run right after it.
    loop.kick();
    loop.kick();
    loop.kick();
    await sleep(100);
    expect(run).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
    loop.kick();
    await sleep(10);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('goes on while a run says more leads are due', async () => {
    const results = [{ ...idle, sent: 20, more: true }, { ...idle, sent: 20, more: true }, { ...idle, sent: 3 }];
    const run = vi.fn(async () => results.shift() ?? idle);
    loop = createPollLoop(run, { pollMs: 60_000, log: quietLog(), name: 'test' });
    loop.start();
    await sleep(30);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('logs a failure once, keeps polling, and says when it recovers', async () => {
    let fail = true;
    const run = vi.fn(async () => {
      if (fail) throw new Error('database unavailable');
      return idle;
    });
    const log = quietLog();
    loop = createPollLoop(run, { pollMs: 20, log, name: 'test' });
    loop.start();
    await sleep(90);
    expect(run.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith('test failed (will retry)', {
      error: expect.objectContaining({ message: 'database unavailable' }),
    });
    fail = false;
    await sleep(50);
    expect(log.info).toHaveBeenCalledWith('test works again');
  });

  it('waits for the run in progress when stopped, then runs no more', async () => {
    let finished = false;
    const run = vi.fn(async () => {
      await sleep(50);
      finished = true;
      return idle;
    });
    loop = createPollLoop(run, { pollMs: 10, log: quietLog(), name: 'test' });
    loop.start();
    await sleep(10);
    await loop.stop();
    expect(finished).toBe(true);
    loop.kick();
    loop.start();
    await sleep(40);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
