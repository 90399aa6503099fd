import { describe, expect, it } from 'vitest';
import { nextHostname } from './next-hostname.mjs';

describe('nextHostname', () => {
  it('names every loopback address localhost, as NextURL does', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', 'LOCALHOST']) {
      expect(nextHostname(host)).toBe('localhost');
    }
  });

  it('keeps any other address or name', () => {
    for (const host of ['0.0.0.0', '10.0.0.7', '::', 'web', 'otailo.example', '127.0.0.1.example']) {
      expect(nextHostname(host)).toBe(host);
    }
  });
});
