import { describe, expect, it } from 'vitest';
import { bucketOf, chooseVariant, newVisitorId, optedOut, visitorIdOf } from './assignment';
import { binomialTest, sampleRatio } from './statistics';

const variants = [
  { key: 'control', weight: 50 },
  { key: 'b', weight: 50 },
];

describe('the visitor identifier', () => {
  it('is 128 random bits in 22 base64url characters, and only such a value is read back', () => {
    const id = newVisitorId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newVisitorId()).not.toBe(id);
    expect(visitorIdOf(id)).toBe(id);
    for (const bad of [undefined, null, '', 'short', `${id}x`, 'a'.repeat(21) + '!', '../../etc/passwd12345']) expect(visitorIdOf(bad)).toBeNull();
  });

  it('is not read from a browser that says Do Not Track or Global Privacy Control', () => {
    expect(optedOut(new Headers({ dnt: '1' }))).toBe(true);
    expect(optedOut(new Headers({ 'sec-gpc': '1' }))).toBe(true);
    expect(optedOut(new Headers({ dnt: '0' }))).toBe(false);
    expect(optedOut(new Headers())).toBe(false);
  });
});

describe('chooseVariant', () => {
  it('gives a visitor the same variant every time, and another experiment its own draw', () => {
    const id = newVisitorId();
    const first = chooseVariant(7, id, variants);
    for (let i = 0; i < 20; i += 1) expect(chooseVariant(7, id, variants)).toBe(first);
    expect(bucketOf(7, id)).not.toBe(bucketOf(8, id));
  });

  it('splits 10,000 visitors as the weights say: even, and 80/20 (no sample ratio mismatch)', () => {
    const ids = Array.from({ length: 10_000 }, () => newVisitorId());
    const even = ids.filter((id) => chooseVariant(1, id, variants).key === 'b').length;
    expect(binomialTest(even, ids.length)).toBeGreaterThan(0.001);
    const skewed = [
      { key: 'control', weight: 80 },
      { key: 'b', weight: 20 },
    ];
    const b = ids.filter((id) => chooseVariant(2, id, skewed).key === 'b').length;
    expect(sampleRatio([ids.length - b, b], [80, 20]).mismatch).toBe(false);
    const three = [
      { key: 'control', weight: 1 },
      { key: 'b', weight: 1 },
      { key: 'c', weight: 2 },
    ];
    const counts = ['control', 'b', 'c'].map((key) => ids.filter((id) => chooseVariant(3, id, three).key === key).length);
    expect(sampleRatio(counts, [1, 1, 2]).mismatch).toBe(false);
  });

  it('falls back to the control when no weight is usable, and skips a variant weighted zero', () => {
    const id = newVisitorId();
    expect(chooseVariant(1, id, [{ key: 'control', weight: 0 }, { key: 'b', weight: Number.NaN }]).key).toBe('control');
    for (let i = 0; i < 50; i += 1) expect(chooseVariant(i, id, [{ key: 'control', weight: 0 }, { key: 'b', weight: 1 }]).key).toBe('b');
  });
});
