import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-ip.mjs';

describe('clientAddress', () => {
  it('uses the socket when no proxy is trusted, whatever the client claims', () => {
    expect(clientAddress('::ffff:10.0.0.7', '1.2.3.4', 0)).toBe('10.0.0.7');
    expect(clientAddress(undefined, undefined, 0)).toBe('unknown');
  });

  it('takes the entry the trusted proxies appended', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.9', 1)).toBe('203.0.113.9');
    // A spoofed first entry is ignored: nginx appended the real address last.
    expect(clientAddress('127.0.0.1', '6.6.6.6, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', ['6.6.6.6', '203.0.113.9, 10.0.0.2'], 2)).toBe('203.0.113.9');
  });
});
