import { describe, expect, it } from 'vitest';
import { greetingName, isPlainName, MAX_NAME_PART_LENGTH } from './person-name';

describe('person names', () => {
  it('are letters of any script with the marks names use', () => {
    expect(['Ana', 'María José', "O'Brien", 'Smith, Jr.', 'Ødegård', 'Дмитрий'].every(isPlainName)).toBe(true);
    expect(['', ' Ana', '-', 'Ana\nBob', 'Ana: click', 'a/b', 'x@y', 'Bob2'].some(isPlainName)).toBe(false);
  });

  it('greet only when stored names are plain and short (older rows were not checked)', () => {
    expect(greetingName('  Ana ')).toBe('Ana');
    expect(greetingName('Bob,\n\nYour account is locked')).toBe('');
    expect(greetingName('A'.repeat(MAX_NAME_PART_LENGTH + 1))).toBe('');
  });
});
