import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

// The embedded database's page cache is resident memory of the web server (issue 44).
describe('the embedded database', () => {
  it('keeps a page cache of the configured size', async () => {
    const handle = await openDatabase({ kind: 'pglite', buffersMb: 24 });
    try {
      expect((await handle.query('show shared_buffers')).rows[0]).toEqual({ shared_buffers: '24MB' });
    } finally {
      await handle.close();
    }
  });
});
