import { describe, expect, it } from 'vitest';
import { MAX_INT4, parseSerialId, parseUuid } from './ids';

describe('parseSerialId', () => {
  it('takes the ids an int4 column holds, as text or as a number', () => {
    expect(parseSerialId('1')).toBe(1);
    expect(parseSerialId('42')).toBe(42);
    expect(parseSerialId(String(MAX_INT4))).toBe(MAX_INT4);
    expect(parseSerialId(7)).toBe(7);
    expect(parseSerialId(MAX_INT4)).toBe(MAX_INT4);
  });

  it('refuses what no serial column holds: beyond 2³¹−1, zero, negatives, fractions, exponents', () => {
    for (const value of ['99999999999999999999', String(MAX_INT4 + 1), '9999999999', '0', '-1', '1.5', '1e3', '1e20', 'Infinity', 'NaN']) {
      expect(parseSerialId(value), value).toBeNull();
    }
    for (const value of [1e20, MAX_INT4 + 1, 0, -3, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(parseSerialId(value), String(value)).toBeNull();
  });

  it('refuses other spellings and other types', () => {
    for (const value of ['', ' 12', '12 ', '012', '+12', '0x1f', '12abc', '١٢']) expect(parseSerialId(value), JSON.stringify(value)).toBeNull();
    for (const value of [null, undefined, true, {}, [], [12], 12n]) expect(parseSerialId(value)).toBeNull();
  });
});

describe('parseUuid', () => {
  it('takes a uuid in either case, lower-cased, and nothing else', () => {
    expect(parseUuid('0F1E2D3C-4B5A-4789-9abc-def012345678')).toBe('0f1e2d3c-4b5a-4789-9abc-def012345678');
    for (const value of ['', 'not-a-uuid', '0f1e2d3c4b5a47899abcdef012345678', '0f1e2d3c-4b5a-4789-9abc-def0123456789', 42, null]) expect(parseUuid(value)).toBeNull();
  });
});
