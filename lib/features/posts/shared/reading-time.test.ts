import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes } from './reading-time';

describe('reading time', () => {
  it('counts the words of a body', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  \n ')).toBe(0);
    expect(countWords('One two\n\nthree\tfour  five')).toBe(5);
  });

  it('is what the editor set, else an estimate of at least a minute', () => {
    expect(readingMinutes({ readMinutes: 9, wordCount: 10 })).toBe(9);
    expect(readingMinutes({ readMinutes: null, wordCount: 1320 })).toBe(6);
    expect(readingMinutes({ readMinutes: null, wordCount: 12 })).toBe(1);
    expect(readingMinutes({ readMinutes: 0, wordCount: 660 })).toBe(3);
  });
});
