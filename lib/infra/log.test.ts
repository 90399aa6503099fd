import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentRequestId, log, logForRequest, runWithRequestId } from './log.mjs';

/** The lines written to stdout and stderr while a test runs, parsed. */
function captureOutput() {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (out.push(String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (err.push(String(chunk)), true));
  const parse = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { out, err, stdout: () => parse(out), stderr: () => parse(err) };
}

describe('log', () => {
  let output: ReturnType<typeof captureOutput>;
  beforeEach(() => {
    vi.stubEnv('LOG_LEVEL', '');
    vi.stubEnv('INSTANCE_ID', 'web-1');
    output = captureOutput();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('writes one JSON line per entry: level, time, instance, the fields, msg', () => {
    log.info('lead stored', { kind: 'demo', count: 2 });
    expect(output.out).toHaveLength(1);
    expect(output.out[0]).toMatch(/^\{.*\}\n$/);
    expect(output.out[0]!.split('\n')).toHaveLength(2);
    const [entry] = output.stdout();
    expect(Object.keys(entry!)).toEqual(['level', 'time', 'instance', 'kind', 'count', 'msg']);
    expect(entry).toEqual({ time: expect.any(String), level: 'info', msg: 'lead stored', instance: 'web-1', kind: 'demo', count: 2 });
    expect(new Date(entry!.time as string).toISOString()).toBe(entry!.time);
  });

  it('sends info to stdout, warn and error to stderr', () => {
    log.info('a');
    log.warn('b');
    log.error('c');
    expect(output.stdout().map((e) => e.msg)).toEqual(['a']);
    expect(output.stderr().map((e) => [e.level, e.msg])).toEqual([
      ['warn', 'b'],
      ['error', 'c'],
    ]);
  });

  it('drops the levels below LOG_LEVEL (default info)', () => {
    log.debug('hidden by default');
    expect(output.out).toEqual([]);

    vi.stubEnv('LOG_LEVEL', 'debug');
    log.debug('shown');
    expect(output.stdout()).toMatchObject([{ level: 'debug', msg: 'shown' }]);

    vi.stubEnv('LOG_LEVEL', 'warn');
    log.info('hidden');
    log.warn('kept');
    expect(output.stdout()).toHaveLength(1);
    expect(output.stderr()).toMatchObject([{ level: 'warn', msg: 'kept' }]);

    vi.stubEnv('LOG_LEVEL', 'error');
    log.warn('hidden too');
    expect(output.stderr()).toHaveLength(1);
  });

  it('names the host when INSTANCE_ID is unset', async () => {
    vi.stubEnv('INSTANCE_ID', '');
    const { hostname } = await import('node:os');
    log.info('x');
    expect(output.stdout()[0]!.instance).toBe(hostname());
  });

  it('adds the request id inside runWithRequestId, also after awaits, and not outside', async () => {
    log.info('outside');
    const result = await runWithRequestId('req-12345678', async () => {
      log.info('inside');
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.info('later');
      return currentRequestId();
    });
    log.info('after');
    expect(result).toBe('req-12345678');
    expect(currentRequestId()).toBeUndefined();
    expect(output.stdout().map((e) => [e.msg, e.requestId])).toEqual([
      ['outside', undefined],
      ['inside', 'req-12345678'],
      ['later', 'req-12345678'],
      ['after', undefined],
    ]);
  });

  it("writes a line in a request's name from outside its context, and only that line", () => {
    runWithRequestId('req-inside-1', () => logForRequest('req-access-1', 'info', 'request', { status: 200 }));
    logForRequest('req-access-2', 'debug', 'hidden'); // below the level: nothing written
    log.info('after');
    expect(output.stdout().map((e) => [e.msg, e.requestId, e.status])).toEqual([
      ['request', 'req-access-1', 200],
      ['after', undefined, undefined],
    ]);
  });

  it('shares the request context between copies of the module (as Next.js bundles make)', async () => {
    vi.resetModules();
    const copy = await import('./log.mjs');
    expect(copy.runWithRequestId).not.toBe(runWithRequestId);
    runWithRequestId('shared-id-1', () => expect(copy.currentRequestId()).toBe('shared-id-1'));
  });

  it('serialises errors as name and message, with the stack only at level error', () => {
    const error = new TypeError('bad input');
    log.warn('w', { error });
    log.error('e', { error });
    const [warning] = output.stderr();
    expect(warning!.error).toEqual({ name: 'TypeError', message: 'bad input' });
    const [, failure] = output.stderr();
    expect(failure!.error).toEqual({ name: 'TypeError', message: 'bad input', stack: expect.stringContaining('TypeError: bad input') });
    expect(output.err[1]!.trimEnd()).not.toContain('\n');
  });

  it('never logs the parameters of a failed query (a lead’s name, email, address), in the message or the stack', () => {
    const driverError = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const failed = new Error('Failed query: insert into "leads" ("first_name", "email") values ($1, $2)\nparams: Ada,ada@example.com', {
      cause: driverError,
    });
    log.error('leads: could not store a form submission', { error: failed });
    const [line] = output.stderr();
    expect(output.err[0]).not.toContain('ada@example.com');
    expect(line!.error).toMatchObject({
      message: 'Failed query: insert into "leads" ("first_name", "email") values ($1, $2)\nparams: [redacted]',
      cause: { name: 'Error', message: 'invalid byte sequence for encoding "UTF8": 0x00', code: '22021' },
    });
  });

  it('never lets a field replace the fixed keys, and survives what JSON cannot hold', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    log.info('m', { level: 'error', msg: 'other', instance: 'someone', big: 10n });
    log.info('n', { circular });
    const [line, second] = output.stdout();
    expect(line).toMatchObject({ level: 'info', msg: 'm', instance: 'web-1', big: 10 });
    expect(output.out[0]!.match(/"level"/g)).toHaveLength(1);
    expect(second).toMatchObject({ msg: 'n', circular: { self: expect.anything() } });
  });

  it('redacts personal data and secrets by field name, at the top level and one level down', () => {
    log.warn('w', { email: 'ada@example.com', lead: { firstName: 'Ada', lastName: 'Lovelace', kind: 'demo' }, headers: { cookie: 'otailo_session=s3cret', authorization: 'Bearer t0ken' } });
    expect(output.err[0]).not.toMatch(/ada@example\.com|Lovelace|s3cret|t0ken/);
    expect(output.stderr()[0]).toMatchObject({ email: '[redacted]', lead: { firstName: '[redacted]', kind: 'demo' }, headers: { cookie: '[redacted]' } });
  });

  it("censors a copy: the caller's objects keep their values", () => {
    const lead = { email: 'ada@example.com', kind: 'demo' };
    const fields = { lead, token: 'abc123' };
    log.warn('w', fields);
    expect(lead.email).toBe('ada@example.com');
    expect(fields.token).toBe('abc123');
    expect(output.stderr()[0]).toMatchObject({ lead: { email: '[redacted]', kind: 'demo' }, token: '[redacted]' });
  });
});
