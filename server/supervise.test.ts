import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { EXIT_CONFIG } from '@/lib/infra/exit-codes.mjs';
import { deathReason, restartDelay, supervise, type SuperviseOptions } from './supervise.mjs';

type Line = { level: string; msg: string } & Record<string, unknown>;
type Entry = { event: string; pid: number; at: number; extra?: string };

const running: { stop: () => Promise<unknown>; dir: string }[] = [];

afterEach(async () => {
  for (const { stop, dir } of running.splice(0)) {
    await stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

/** The supervisor over test/support/fake-server.mjs, each run taking the next step of `plan`. */
function superviseFake(plan: string[], options: Partial<SuperviseOptions> = {}, env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'otailo-supervise-'));
  const journalFile = join(dir, 'journal');
  const logs: Line[] = [];
  const log = Object.fromEntries(['info', 'warn', 'error'].map((level) => [level, (msg: string, fields = {}) => logs.push({ level, msg, ...fields })])) as unknown as SuperviseOptions['log'];
  const stderr = new PassThrough();
  let stderrText = '';
  stderr.setEncoding('utf8').on('data', (chunk: string) => (stderrText += chunk));
  const supervisor = supervise({
    args: ['test/support/fake-server.mjs'],
    env: { ...process.env, FAKE_JOURNAL: journalFile, FAKE_LOCK: join(dir, 'lock'), FAKE_PLAN: plan.join(','), ...env },
    log,
    stderr,
    firstDelayMs: 50,
    maxDelayMs: 400,
    ...options,
  });
  running.push({ dir, stop: () => (supervisor.stop('SIGKILL'), supervisor.done) });
  const journal = (): Entry[] => {
    let text = '';
    try {
      text = readFileSync(journalFile, 'utf8');
    } catch {
      // nothing started yet
    }
    return text.split('\n').filter(Boolean).map((line) => {
      const [event, pid, at, extra] = line.split(' ');
      return { event: event!, pid: Number(pid), at: Number(at), extra };
    });
  };
  const count = (event: string) => journal().filter((entry) => entry.event === event).length;
  const deaths = () => logs.filter((line) => line.msg === 'server process died');
  return { supervisor, journal, count, logs, deaths, stderr: () => stderrText };
}

async function until(what: string, done: () => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the restart delay', () => {
  it('doubles from the first delay up to the cap', () => {
    expect([0, 1, 2, 3, 6, 7, 100].map((failures) => restartDelay(failures, 250, 15_000))).toEqual([250, 500, 1000, 2000, 15_000, 15_000, 15_000]);
  });

  it('says why a process died', () => {
    expect(deathReason({ code: null, signal: 'SIGABRT', heapExhausted: true })).toBe('JavaScript heap out of memory');
    expect(deathReason({ code: null, signal: 'SIGKILL', heapExhausted: false })).toMatch(/^killed by SIGKILL/);
    expect(deathReason({ code: null, signal: 'SIGSEGV', heapExhausted: false })).toBe('killed by SIGSEGV');
    expect(deathReason({ code: 1, signal: null, heapExhausted: false })).toBe('exited with code 1');
    expect(deathReason({ code: 0, signal: null, heapExhausted: false })).toMatch(/without being asked/);
  });
});

describe('the supervisor', () => {
  it('restarts a server that keeps crashing, waiting longer each time up to the cap, one process at a time', async () => {
    const fake = superviseFake(['crash', 'crash', 'crash', 'crash', 'crash', 'crash', 'serve']);
    await until('the seventh run', () => fake.count('ready') === 1, 40_000);
    expect(fake.deaths().map((line) => line.restartInMs)).toEqual([50, 100, 200, 400, 400, 400]);
    expect(fake.deaths().map((line) => line.reason)).toEqual(Array(6).fill('exited with code 1'));
    const starts = fake.journal().filter((entry) => entry.event === 'start');
    const exits = fake.journal().filter((entry) => entry.event === 'exit');
    expect(starts.map((entry) => entry.extra)).toEqual(Array(7).fill('locked'));
    // Each run starts after the one before it has exited, and after its delay.
    for (let i = 0; i < 6; i += 1) expect(starts[i + 1]!.at - exits[i]!.at).toBeGreaterThanOrEqual(fake.deaths()[i]!.restartInMs as number);
    expect(fake.logs.filter((line) => line.msg === 'server process restarted').map((line) => line.pid)).toEqual(starts.slice(1).map((entry) => entry.pid));
  }, 45_000);

  it('starts with the first delay again after a run that lasted', async () => {
    // Quick deaths take Node's start-up (up to a few seconds on a loaded machine): far from 5 s.
    const fake = superviseFake(['crash', 'crash', 'crash@6000', 'crash', 'serve'], { stableMs: 5000 });
    await until('the fifth run', () => fake.count('ready') === 1, 40_000);
    expect(fake.deaths().map((line) => line.restartInMs)).toEqual([50, 100, 50, 100]);
  }, 45_000);

  it('restarts a server killed with SIGKILL and one whose heap ran out, and logs why each died', async () => {
    const fake = superviseFake(['serve', 'heap', 'serve'], { args: ['--max-old-space-size=16', 'test/support/fake-server.mjs'] });
    await until('the first run', () => fake.count('ready') === 1);
    const first = fake.supervisor.pid()!;
    process.kill(first, 'SIGKILL');
    await until('the third run', () => fake.count('ready') === 2, 30_000);
    const [killed, exhausted] = fake.deaths();
    expect(killed).toMatchObject({ level: 'error', pid: first, signal: 'SIGKILL', reason: expect.stringMatching(/^killed by SIGKILL/) });
    expect(exhausted).toMatchObject({ level: 'error', reason: 'JavaScript heap out of memory', fatal: expect.stringMatching(/^FATAL ERROR: .*JavaScript heap out of memory/) });
    // The plain-text lines end up in the death's log line, and everything the server wrote went on.
    expect(exhausted!.output).toEqual(expect.arrayContaining(['about to fill the heap']));
    expect(fake.stderr()).toContain('about to fill the heap');
    expect(fake.stderr()).toContain('JavaScript heap out of memory');
    expect(fake.journal().filter((entry) => entry.event === 'start').map((entry) => entry.extra)).toEqual(['locked', 'locked', 'locked']);
  }, 40_000);

  it('passes SIGTERM on, waits for the server to finish, and starts nothing after it', async () => {
    const fake = superviseFake(['serve'], {}, { FAKE_STOP_MS: '300' });
    await until('the server', () => fake.count('ready') === 1);
    fake.supervisor.stop('SIGTERM');
    expect(await fake.supervisor.done).toBe(0);
    expect(fake.journal().map((entry) => entry.event)).toEqual(['start', 'ready', 'stopping', 'exit']);
    await sleep(300);
    expect(fake.count('start')).toBe(1);
    expect(fake.deaths()).toEqual([]);
  });

  it('starts a server ended by a signal it did not send only once that server has exited', async () => {
    // The server takes 600 ms to shut down, holding its lock all the while.
    const fake = superviseFake(['serve', 'serve'], {}, { FAKE_STOP_MS: '600' });
    await until('the first run', () => fake.count('ready') === 1);
    process.kill(fake.supervisor.pid()!, 'SIGTERM');
    await until('the second run', () => fake.count('ready') === 2);
    const [, , , exit, start] = fake.journal();
    expect(exit!.event).toBe('exit');
    expect(start).toMatchObject({ event: 'start', extra: 'locked' });
    expect(start!.at).toBeGreaterThanOrEqual(exit!.at);
    expect(fake.deaths()[0]).toMatchObject({ code: 0, reason: expect.stringMatching(/without being asked/) });
  });

  it('does not restart a server that cannot start with its configuration, and ends with its exit code', async () => {
    const fake = superviseFake(['config', 'serve']);
    expect(await fake.supervisor.done).toBe(EXIT_CONFIG);
    expect(fake.logs.at(-1)).toMatchObject({ level: 'error', msg: expect.stringMatching(/cannot start with this configuration.*not restarting/), code: EXIT_CONFIG });
    expect(fake.stderr()).toContain('DATABASE_URL: not a valid URL');
    await sleep(200);
    expect(fake.count('start')).toBe(1);
  });

  it('passes SIGUSR2 on to the server', async () => {
    const fake = superviseFake(['serve']);
    await until('the server', () => fake.count('ready') === 1);
    fake.supervisor.forward('SIGUSR2');
    await until('the memory report', () => fake.count('usr2') === 1);
  });

  it('kills a server that does not stop within the time it has', async () => {
    const fake = superviseFake(['stubborn'], { stopTimeoutMs: 500 });
    await until('the server', () => fake.count('ready') === 1);
    fake.supervisor.stop('SIGTERM');
    expect(await fake.supervisor.done).toBe(1);
    expect(fake.count('ignored')).toBe(1);
    expect(fake.logs.map((line) => line.msg)).toContain('the server did not stop within 0.5 s: killing it');
  });

  it('stops at once when asked while waiting to restart', async () => {
    const fake = superviseFake(['crash'], { firstDelayMs: 5000 });
    await until('the death', () => fake.deaths().length === 1);
    const asked = Date.now();
    fake.supervisor.stop('SIGTERM');
    expect(await fake.supervisor.done).toBe(0);
    expect(Date.now() - asked).toBeLessThan(1000);
    expect(fake.count('start')).toBe(1);
  });

  it('keeps trying, with the same delays, when the server cannot even be spawned', async () => {
    const fake = superviseFake(['serve'], { execPath: '/nonexistent/node' });
    await until('three attempts', () => fake.deaths().length === 3);
    expect(fake.deaths().map((line) => [line.reason, line.restartInMs])).toEqual([
      ['could not be started: spawn /nonexistent/node ENOENT', 50],
      ['could not be started: spawn /nonexistent/node ENOENT', 100],
      ['could not be started: spawn /nonexistent/node ENOENT', 200],
    ]);
  });
});
