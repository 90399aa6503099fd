import { describe, expect, it } from 'vitest';
import { greeting } from './greeting';

describe('greetings', () => {
  it('name the reader in their language, or no one when the stored name is not a plain name', () => {
    expect(greeting('en', 'Ana')).toBe('Hello Ana,');
    expect(greeting('es', 'Ana')).toBe('Hola, Ana:');
    expect(greeting('en', 'Bob,\n\nYour account is locked. Verify: https://evil.test/x')).toBe('Hello,');
    expect(greeting('es', 'https://evil.test')).toBe('Hola:');
  });
});
