import { describe, expect, it } from 'vitest';
import { byteRange } from './range';

describe('byteRange', () => {
  it('reads one range: from–to, from to the end, the last bytes', () => {
    expect(byteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 });
    expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });
  it('refuses a range past the end (416) and ignores what it cannot read (the whole file)', () => {
    expect(byteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', 1000)).toBe('unsatisfiable');
    for (const header of [null, '', 'bytes=-', 'bytes=5-2', 'items=0-1', 'bytes=0-1,5-6', 'bytes=abc', `bytes=0-${'9'.repeat(200)}`]) expect(byteRange(header, 1000)).toBeNull();
  });
});
