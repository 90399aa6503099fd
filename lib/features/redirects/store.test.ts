import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { redirects } from '@/lib/infra/db/schema';
import { lookupRedirect, replaceRedirectTable } from '@/lib/infra/routing/redirect-table.mjs';
import { freshDatabase, testBackends } from '@/test/databases';
import { checkRedirectCsv, redirectsToCsv } from './csv';
import { refreshRedirectTable } from './live-table';
import { deleteRedirect, importRedirects, listRedirects, markGone, redirectRenamed, redirectsSignature, releasePath, saveRedirect } from './store';

describe.each(testBackends())('the redirects table on %s', (backend) => {
  let handle: DatabaseHandle;
  const db = () => handle.db;
  const table = async () => (await listRedirects(db())).map(({ source, target, status, origin }) => [source, target, status, origin]);
  beforeAll(async () => {
    handle = await freshDatabase(backend);
  });
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await db().delete(redirects);
  });
  afterEach(() => replaceRedirectTable([], ''));

  it('keeps one rule per source', async () => {
    const saved = await saveRedirect(db(), null, { source: '/old', target: '/new', status: 301 });
    expect(saved).toMatchObject({ source: '/old', origin: 'manual' });
    expect(await saveRedirect(db(), null, { source: '/old', target: '/other', status: 302 })).toBe('taken');
    expect(await saveRedirect(db(), 999_999, { source: '/x', target: '/y', status: 301 })).toBeNull();
    // A 410 never keeps a target.
    expect(await saveRedirect(db(), (saved as { id: number }).id, { source: '/old', target: '/new', status: 410 })).toMatchObject({ target: null, status: 410 });
  });

  it('renames without chains: older rules follow, a rule on the new address goes', async () => {
    await saveRedirect(db(), null, { source: '/en/blog/first', target: '/en/blog/second', status: 301 });
    await redirectRenamed(db(), '/en/blog/second', '/en/blog/third');
    expect(await table()).toEqual([
      ['/en/blog/first', '/en/blog/third', 301, 'manual'],
      ['/en/blog/second', '/en/blog/third', 308, 'auto'],
    ]);
    // Renamed back: the rule from the address it returns to would loop, so it goes.
    await redirectRenamed(db(), '/en/blog/third', '/en/blog/second');
    expect(await table()).toEqual([
      ['/en/blog/first', '/en/blog/second', 301, 'manual'],
      ['/en/blog/third', '/en/blog/second', 308, 'auto'],
    ]);
  });

  it('retires a page and the rules that led to it, and gives the path back when a page is published there', async () => {
    await saveRedirect(db(), null, { source: '/en/blog/older', target: '/en/blog/post', status: 308 });
    await markGone(db(), '/en/blog/post');
    expect(await table()).toEqual([
      ['/en/blog/older', null, 410, 'manual'],
      ['/en/blog/post', null, 410, 'auto'],
    ]);
    expect(await releasePath(db(), '/en/blog/post')).toBe(true);
    expect(await releasePath(db(), '/en/blog/post')).toBe(false);
    // A manual redirect is the editor's choice: publishing does not remove it.
    await saveRedirect(db(), null, { source: '/en/blog/kept', target: '/en/blog/x', status: 301 });
    expect(await releasePath(db(), '/en/blog/kept')).toBe(false);
  });

  it('moves the signature on every add, edit and removal, and the in-memory table follows', async () => {
    const empty = await redirectsSignature(db());
    const saved = (await saveRedirect(db(), null, { source: '/a', target: '/b', status: 301 })) as { id: number };
    const added = await redirectsSignature(db());
    expect(added).not.toBe(empty);
    expect(await refreshRedirectTable(db())).toBe(true);
    expect(await refreshRedirectTable(db())).toBe(false);
    expect(lookupRedirect('/a')).toEqual({ status: 301, target: '/b' });
    await saveRedirect(db(), saved.id, { source: '/a', target: '/c', status: 302 });
    expect(await redirectsSignature(db())).not.toBe(added);
    await refreshRedirectTable(db());
    expect(lookupRedirect('/a')).toEqual({ status: 302, target: '/c' });
    await deleteRedirect(db(), saved.id);
    expect(await refreshRedirectTable(db())).toBe(true);
    expect(lookupRedirect('/a')).toBeUndefined();
  });

  it('leads rules written with old Spanish addresses straight to the Spanish ones, at both forms of the source', async () => {
    await saveRedirect(db(), null, { source: '/es/careers/old-job', target: '/es/careers/new-job?ref=x', status: 308 });
    await saveRedirect(db(), null, { source: '/es/integrations/gone-one', target: null, status: 410 });
    await saveRedirect(db(), null, { source: '/en/careers/old-job', target: '/en/careers/new-job', status: 308 });
    await refreshRedirectTable(db(), { force: true });
    expect(lookupRedirect('/es/careers/old-job')).toEqual({ status: 308, target: '/es/empleo/new-job?ref=x' });
    expect(lookupRedirect('/es/empleo/old-job')).toEqual({ status: 308, target: '/es/empleo/new-job?ref=x' });
    expect(lookupRedirect('/es/integraciones/gone-one')).toEqual({ status: 410, target: null });
    expect(lookupRedirect('/en/careers/old-job')).toEqual({ status: 308, target: '/en/careers/new-job' });
    expect(lookupRedirect('/en/empleo/old-job')).toBeUndefined();
  });

  it('imports a checked CSV, replacing rules with the same source, and exports what it reads back', async () => {
    await saveRedirect(db(), null, { source: '/a', target: '/b', status: 301 });
    const checked = checkRedirectCsv('source,target,status\n/a,/c,308\n/gone,,410\n', await listRedirects(db()));
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(await importRedirects(db(), checked.rules)).toBe(2);
    expect(await table()).toEqual([
      ['/a', '/c', 308, 'manual'],
      ['/gone', null, 410, 'manual'],
    ]);
    const csv = redirectsToCsv(await listRedirects(db()));
    expect(csv).toBe('\uFEFFsource,target,status\r\n/a,/c,308\r\n/gone,,410\r\n');
    expect(checkRedirectCsv(csv, [])).toMatchObject({ ok: true, rules: [{ source: '/a' }, { source: '/gone' }] });
  });
});

describe('checkRedirectCsv', () => {
  it('reports every bad line, checking chains against the table as it would be', () => {
    const existing = [{ source: '/x', target: '/y', status: 301 as const }];
    const text = ['/ok,/fine', 'no-slash,/t,301', '/dup,/t', '/dup,/u', '/loop,/loop', '/y,/z', '/c,/x', '/d,/e,307,extra', '/f'].join('\n');
    expect(checkRedirectCsv(text, existing)).toEqual({
      ok: false,
      lines: [
        { line: 2, problems: ['source.notPath'] },
        { line: 4, problems: ['duplicate'] },
        { line: 5, problems: ['loop'] },
        { line: 6, problems: ['pointedAt'] },
        { line: 7, problems: ['chain'] },
        { line: 8, problems: ['columns'] },
        { line: 9, problems: ['columns'] },
      ],
    });
  });

  it('refuses hostile files as a whole', () => {
    expect(checkRedirectCsv('', [])).toEqual({ ok: false, file: 'empty' });
    expect(checkRedirectCsv('source,target\n', [])).toEqual({ ok: false, file: 'empty' });
    expect(checkRedirectCsv('/a,"never closed\n/b,/c', [])).toEqual({ ok: false, file: 'unterminated-quote', line: 1 });
    expect(checkRedirectCsv('/a,/b\n'.repeat(2_002), [])).toMatchObject({ ok: false, file: 'too-many-rows' });
    expect(checkRedirectCsv(`/a,/${'b'.repeat(3_000)}`, [])).toMatchObject({ ok: false, file: 'cell-too-long' });
  });

  it('reads a defused formula cell back as typed, never as a formula', () => {
    expect(checkRedirectCsv("/a,'=HYPERLINK(1)", [])).toEqual({ ok: false, lines: [{ line: 1, problems: ['target.notTarget'] }] });
  });
});
