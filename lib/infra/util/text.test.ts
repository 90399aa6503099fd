import { describe, expect, it } from 'vitest';
import { storableText } from './text';

describe('storableText', () => {
  it('drops NUL and other control characters, keeping tabs and line breaks', () => {
    expect(storableText('Ada\u0000 Lovelace\u0007\u001b[31m\u007f')).toBe('Ada Lovelace[31m');
    expect(storableText('line one\r\nline\ttwo\n')).toBe('line one\r\nline\ttwo\n');
  });

  it('replaces unpaired surrogates and keeps real emoji and accents', () => {
    expect(storableText('a\ud800b')).toBe('a\ufffdb');
    expect(storableText('Logística 📦')).toBe('Logística 📦');
  });
});
