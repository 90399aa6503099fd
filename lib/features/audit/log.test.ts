import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { freshDatabase, testBackends } from '@/test/databases';
import { auditFilterFrom, auditToCsv, createAuditStore } from './log';

describe.each(testBackends())('audit log on %s', (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase(backend);
  });
  afterAll(() => handle?.close());

  it('records who did what from where, and filters by action, actor and day', async () => {
    const audit = createAuditStore(async () => handle.db);
    await audit.record({ actor: { id: 1, email: 'admin@example.com' }, action: 'sign-in', ip: '203.0.113.9' });
    await audit.record({ actorEmail: 'intruder@example.com', action: 'sign-in-failed', ip: '198.51.100.1' });
    await audit.record({ actor: { id: 2, email: 'ed@example.com' }, action: 'post.publish', target: 'post:4', detail: { slug: 'hello' } });
    expect((await audit.list({})).map((row) => row.action)).toEqual(['post.publish', 'sign-in-failed', 'sign-in']);
    expect(await audit.list({ action: 'sign-in-failed' })).toMatchObject([{ actorEmail: 'intruder@example.com', ip: '198.51.100.1' }]);
    expect(await audit.list({ actor: 'ED@' })).toMatchObject([{ action: 'post.publish', target: 'post:4', detail: { slug: 'hello' } }]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await audit.list({ from: today, to: today })).toHaveLength(3);
    expect(await audit.list({ to: '2000-01-01' })).toHaveLength(0);
    // LIKE wildcards typed in the filter are literal.
    expect(await audit.list({ actor: '%' })).toHaveLength(0);
  });

  it('never fails the action it records', async () => {
    const broken = createAuditStore(async () => {
      throw new Error('database down');
    });
    await expect(broken.record({ action: 'sign-in' })).resolves.toBeUndefined();
  });
});

describe('audit filters and CSV', () => {
  it('reads only known actions from the query string', () => {
    expect(auditFilterFrom(new URLSearchParams('action=post.publish&actor=ed'))).toMatchObject({ action: 'post.publish', actor: 'ed' });
    expect(auditFilterFrom(new URLSearchParams('action=drop table')).action).toBeUndefined();
  });

  it('exports with a BOM, CRLF and defused formula cells', () => {
    const csv = auditToCsv([
      { id: 1, at: new Date('2026-11-24T10:00:00Z'), actorId: null, actorEmail: '=cmd()', action: 'sign-in-failed', target: null, detail: { a: 1 }, ip: '::1' },
    ]);
    expect(csv.startsWith('\uFEFFat,actor,action,target,ip,detail\r\n')).toBe(true);
    expect(csv).toContain("2026-11-24T10:00:00.000Z,'=cmd(),sign-in-failed,,::1,\"{\"\"a\"\":1}\"\r\n");
  });
});
