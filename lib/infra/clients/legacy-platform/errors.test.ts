import { describe, expect, it } from 'vitest';
import { PlatformError, isPlatformError, messageFromBody } from './errors';

describe('PlatformError.fromResponse', () => {
  it('prefers message, then detail, then the generic status text', () => {
    expect(PlatformError.fromResponse(400, { message: 'A', detail: 'B' }).message).toBe('A');
    expect(PlatformError.fromResponse(400, { message: '', detail: 'B' }).message).toBe('B');
    expect(PlatformError.fromResponse(422, { detail: [{ msg: 'slug required' }, { msg: 'title required' }] }).message).toBe(
      'slug required; title required',
    );
    expect(PlatformError.fromResponse(502, '<html>Bad gateway</html>').message).toBe('Request failed with status code 502');
    expect(PlatformError.fromResponse(404, null).message).toBe('Request failed with status code 404');
  });

  it('carries status, code and data', () => {
    const error = PlatformError.fromResponse(503, { error: 'down' });
    expect(error).toBeInstanceOf(Error);
    expect(isPlatformError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'PlatformError', status: 503, code: 'ERR_BAD_RESPONSE', data: { error: 'down' } });
    expect(PlatformError.fromResponse(429, {}).code).toBe('ERR_BAD_REQUEST');
  });
});

describe('messageFromBody', () => {
  it('ignores bodies without a usable text', () => {
    for (const body of [undefined, null, 'text', 42, {}, { message: 7 }, { detail: [] }]) expect(messageFromBody(body)).toBeUndefined();
  });
});
