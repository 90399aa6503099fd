import { afterEach, describe, expect, it, vi } from 'vitest';
import { createForwardingLoop, type ForwardingLoop } from './forwarding';
import type { OutboxRun } from './outbox';

const idle: OutboxRun = { sent: 0, retried: 0, failed: 0, skipped: 0, more: false };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quietLog = () => ({ error: vi.fn(), info: vi.fn() });

describe('lead forwarding loop', () => {
  let loop: ForwardingLoop | undefined;
  afterEach(() => loop?.stop());

  it('runs at start, then every poll', async () => {
    const run = vi.fn(async () => idle);
    loop = createForwardingLoop(run, { pollMs: 40, log: quietLog() });
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
    loop = createForwardingLoop(run, { pollMs: 60_000, log: quietLog() });
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
    loop = createForwardingLoop(run, { pollMs: 60_000, log: quietLog() });
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
    loop = createForwardingLoop(run, { pollMs: 20, log });
    loop.start();
    await sleep(90);
    expect(run.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith('leads: forwarding failed (will retry)', {
      error: expect.objectContaining({ message: 'database unavailable' }),
    });
    fail = false;
    await sleep(50);
    expect(log.info).toHaveBeenCalledWith('leads: forwarding works again');
  });

  it('waits for the run in progress when stopped, then runs no more', async () => {
    let finished = false;
    const run = vi.fn(async () => {
      await sleep(50);
      finished = true;
      return idle;
    });
    loop = createForwardingLoop(run, { pollMs: 10, log: quietLog() });
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
