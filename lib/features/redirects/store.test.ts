import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { redirects } from './tables';
import { lookupRedirect, redirectTableNow, replaceRedirectTable } from '@/lib/infra/routing/redirect-table.mjs';
import { freshDatabase, testBackends } from '@/test/databases';
import { checkImportFile, checkRuleSave } from './checks';
import { checkRedirectCsv, redirectsCsvStream, redirectsToCsv } from './csv';
import { LOAD_BATCH, holdingRefresh, patchRedirectTable, refreshRedirectTable } from './live-table';
import { MAX_REDIRECT_TEXT, MAX_REDIRECTS, type RuleShape } from './shared/rules';
import {
  deleteRedirect,
  IMPORT_CHUNK,
  importRedirects,
  listRedirects,
  markGone,
  redirectRenamed,
  redirectsAfter,
  redirectsPage,
  redirectsSignature,
  redirectsSize,
  releasePath,
  rulesAround,
  saveRedirect,
} from './store';

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
    const checked = await checkRedirectCsv('source,target,status\n/a,/c,308\n/gone,,410\n', await listRedirects(db()));
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(await importRedirects(db(), checked.rules)).toBe(2);
    expect(await table()).toEqual([
      ['/a', '/c', 308, 'manual'],
      ['/gone', null, 410, 'manual'],
    ]);
    const csv = redirectsToCsv(await listRedirects(db()));
    expect(csv).toBe('\uFEFFsource,target,status\r\n/a,/c,308\r\n/gone,,410\r\n');
    expect(await checkRedirectCsv(csv, [])).toMatchObject({ ok: true, rules: [{ source: '/a' }, { source: '/gone' }] });
  });

  it('finds the rules around some paths as the whole table would, in SQL', async () => {
    for (const [source, target] of [
      ['/a', '/B/?x=1'],
      ['/c', '/d'],
      ['/e', 'https://example.com/b'],
      ['/b-not', '/elsewhere'],
    ] as const)
      await saveRedirect(db(), null, { source, target, status: 301 });
    const sources = (rows: { source: string }[]) => rows.map((row) => row.source).sort();
    // /a lands on /b (case, trailing slash and query aside); /c is at a landing; an https target lands nowhere.
    expect(sources(await rulesAround(db(), { sources: ['/b'], landings: ['/c'] }))).toEqual(['/a', '/c']);
    // However many rules land on a source, one is enough to refuse it, and one not being replaced.
    for (const source of ['/m1', '/m2', '/m3']) await saveRedirect(db(), null, { source, target: '/b', status: 301 });
    expect(sources(await rulesAround(db(), { sources: ['/b'], landings: [] }))).toEqual(['/a']);
    expect(sources(await rulesAround(db(), { sources: ['/b', '/a'], landings: [] }))).toEqual(['/a', '/m1']);
    expect(await rulesAround(db(), { sources: [], landings: [] })).toEqual([]);
  });

  it('checks an import against the database: loops, hops and replacements as the whole table would', async () => {
    await saveRedirect(db(), null, { source: '/x', target: '/y', status: 301 });
    // /x is replaced (→ /w), so /y is free; /c would lead to /x, which is still a source.
    expect(await checkImportFile(db(), '/y,/z\n/c,/x\n/x,/w\n/ok,/fine')).toEqual({
      ok: false,
      lines: [
        { line: 2, problems: ['chain'] },
        { line: 3, problems: ['pointedAt'] },
      ],
    });
    expect(await checkImportFile(db(), '/x,/w\n/y,/z')).toMatchObject({ ok: true });
    expect(await checkRuleSave(db(), null, { source: '/p', target: '/x', status: 301 })).toEqual({ ok: false, problem: 'chain' });
    expect(await checkRuleSave(db(), null, { source: '/y', target: '/q', status: 301 })).toEqual({ ok: false, problem: 'pointedAt' });
    expect(await checkRuleSave(db(), 999_999, { source: '/p', target: '/q', status: 301 })).toEqual({ ok: false, problem: 'not-found' });
    const [rule] = await listRedirects(db());
    // A rule edited in place is not its own second hop.
    expect(await checkRuleSave(db(), rule!.id, { source: '/x', target: '/x2', status: 308 })).toMatchObject({ ok: true, before: { source: '/x' } });
  });

  it(`writes an import in statements of ${IMPORT_CHUNK} rows, replacements first`, async () => {
    await saveRedirect(db(), null, { source: '/old-3', target: '/before', status: 302 });
    const rules = Array.from({ length: IMPORT_CHUNK * 2 + 7 }, (_, index) => ({ source: `/old-${index}`, target: `/new-${index}`, status: 301 as const }));
    expect(await importRedirects(db(), rules)).toBe(rules.length);
    const rows = await listRedirects(db());
    expect(rows).toHaveLength(rules.length);
    expect(rows.find((row) => row.source === '/old-3')).toMatchObject({ target: '/new-3', status: 301, origin: 'manual' });
    expect(new Set(rows.map((row) => row.updatedAt.getTime())).size).toBe(1);
  });

  it('refuses an add or an import past the table’s maximum, and checks 2,000 lines against 50,000 rules quickly', { timeout: 120_000 }, async () => {
    await handle.exec(`INSERT INTO redirects (source, target, status) SELECT '/en/blog/old-post-' || i, '/en/blog/new-post-' || i, 301 FROM generate_series(1, ${MAX_REDIRECTS - 1}) i`);
    const file = (count: number, from = 0) => Array.from({ length: count }, (_, index) => `/en/archive/page-${from + index},/en/blog/fresh-${index},308`).join('\n');
    const started = performance.now();
    expect(await checkImportFile(db(), `${file(1_999)}\n/en/archive/chained,/en/blog/old-post-77,301`)).toEqual({ ok: false, lines: [{ line: 2_000, problems: ['chain'] }] });
    expect(performance.now() - started).toBeLessThan(10_000); // generous: about 0.1 s on an idle machine
    expect(await checkImportFile(db(), file(2))).toEqual({ ok: false, file: 'table-full' });
    // Replacing rules does not grow the table.
    expect(await checkImportFile(db(), '/en/blog/old-post-1,/en/x\n/en/blog/old-post-2,/en/y\n/en/one-more,/en/z')).toMatchObject({ ok: true });
    expect(await checkRuleSave(db(), null, { source: '/en/one-more', target: '/en/z', status: 301 })).toEqual({ ok: true, before: null });
    await saveRedirect(db(), null, { source: '/en/one-more', target: '/en/z', status: 301 });
    expect(await checkRuleSave(db(), null, { source: '/en/too-many', target: '/en/z', status: 301 })).toEqual({ ok: false, problem: 'full' });
  });

  it('refuses rules past the characters the table may hold, however few they are', async () => {
    // Long rules up to one character short of the budget.
    await handle.exec(`INSERT INTO redirects (source, target, status) SELECT '/t-' || lpad(i::text, 4, '0') || repeat('s', 400), '/' || repeat('x', 1995), 301 FROM generate_series(1, ${Math.floor(MAX_REDIRECT_TEXT / 2_403)}) i`);
    const room = MAX_REDIRECT_TEXT - (await redirectsSize(db())).text - 1; // under 2,403: one more rule
    await saveRedirect(db(), null, { source: `/${'p'.repeat(399)}`, target: `/${'f'.repeat(room - 401)}`, status: 301 });
    expect(await redirectsSize(db())).toMatchObject({ text: MAX_REDIRECT_TEXT - 1 });
    expect(await checkRuleSave(db(), null, { source: '/a', target: '/b', status: 301 })).toEqual({ ok: false, problem: 'full' });
    expect(await checkImportFile(db(), '/a,/b')).toEqual({ ok: false, file: 'table-full' });
    // Shortening a rule frees room.
    const [long] = await listRedirects(db());
    expect(await checkRuleSave(db(), long!.id, { source: long!.source, target: '/short', status: 301 })).toMatchObject({ ok: true });
  });

  it('reads the screen a page at a time, filtered, in SQL; a page past the end is the last one', async () => {
    await importRedirects(db(), [
      ...Array.from({ length: 25 }, (_, index) => ({ source: `/en/blog/post_${String(index).padStart(2, '0')}`, target: '/en/blog', status: 301 as const })),
      { source: '/es/blog/qu%c3%a9', target: null, status: 410 },
      { source: '/en/docs/postx1', target: 'https://docs.otailo.com/start', status: 302 },
    ]);
    const first = await redirectsPage(db(), {}, 1, 10);
    expect(first).toMatchObject({ page: 1, pageCount: 3, pageSize: 10, total: 27 });
    expect(first.rows.map((row) => row.source)).toEqual(Array.from({ length: 10 }, (_, index) => `/en/blog/post_${String(index).padStart(2, '0')}`));
    expect(await redirectsPage(db(), {}, 99, 10)).toMatchObject({ page: 3, rows: { length: 7 } });
    expect((await redirectsPage(db(), { status: 410 }, 1, 10)).rows.map((row) => row.source)).toEqual(['/es/blog/qu%c3%a9']);
    // Typed as an editor would, accents and case included; `_` and `%` are plain characters.
    expect((await redirectsPage(db(), { q: '/ES/BLOG/qué' }, 1, 10)).total).toBe(1);
    expect((await redirectsPage(db(), { q: 'post_1' }, 1, 10)).total).toBe(10);
    expect((await redirectsPage(db(), { q: 'DOCS.otailo', status: 302 }, 1, 10)).total).toBe(1);
    expect(await redirectsPage(db(), { q: 'nothing here' }, 4, 10)).toMatchObject({ page: 1, pageCount: 1, total: 0, rows: [] });
  });

  it('exports the table batch by batch as the CSV the import reads', async () => {
    await importRedirects(db(), [
      { source: '/b', target: '/=x', status: 301 },
      { source: '/a', target: null, status: 410 },
      { source: '/c', target: '/d', status: 308 },
    ]);
    let after: string | null = null;
    const stream = redirectsCsvStream(async () => {
      const batch = await redirectsAfter(db(), after, 2);
      after = batch.at(-1)?.source ?? after;
      return batch;
    });
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer())).toBe('\uFEFFsource,target,status\r\n/a,,410\r\n/b,/=x,301\r\n/c,/d,308\r\n');
  });

  it(`reloads the live table in batches of ${LOAD_BATCH}, one reload at a time however many changes ask`, async () => {
    await handle.exec(`INSERT INTO redirects (source, target, status) SELECT '/en/r-' || i, '/en/t-' || i, 308 FROM generate_series(1, ${LOAD_BATCH * 2 + 1}) i`);
    expect(await refreshRedirectTable(db())).toBe(true);
    expect(lookupRedirect('/en/r-1')).toEqual({ status: 308, target: '/en/t-1' });
    expect(lookupRedirect(`/en/r-${LOAD_BATCH * 2 + 1}`)).toEqual({ status: 308, target: `/en/t-${LOAD_BATCH * 2 + 1}` });
    await saveRedirect(db(), null, { source: '/en/new', target: '/en/x', status: 301 });
    let reads = 0;
    const counting = new Proxy(db(), {
      get(target, key, receiver) {
        if (key === 'select') reads += 1;
        return Reflect.get(target, key, receiver);
      },
    });
    // A change's reload starts; four changes come while it reads: one more reload serves all four.
    const first = refreshRedirectTable(counting, { force: true });
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.all([first, ...Array.from({ length: 4 }, () => refreshRedirectTable(counting, { force: true }))]);
    expect(lookupRedirect('/en/new')).toEqual({ status: 301, target: '/en/x' });
    // Each reload: the signature, then the table in 2 full batches and a last one.
    expect(reads).toBe(2 * 4);
  });

  describe('an import patched into the live table', () => {
    const sorted = (rules: ReadonlyMap<string, unknown>) => [...rules].sort(([a], [b]) => a.localeCompare(b));
    /** Rules with old Spanish addresses whose Spanish forms meet rules of their own and each other. */
    const seed = async () => {
      const rules: RuleShape[] = [
        { source: '/es/careers/a', target: '/es/careers/b', status: 308 },
        { source: '/es/empleo/c', target: '/en/x', status: 301 },
        { source: '/es/careers/d', target: null, status: 410 },
        ...Array.from({ length: 40 }, (_, i) => ({ source: `/en/old-${i}`, target: `/en/new-${i % 7}`, status: 301 as const })),
      ];
      await importRedirects(db(), rules);
      await refreshRedirectTable(db(), { force: true });
    };
    const imported: RuleShape[] = [
      { source: '/es/careers/a', target: '/es/integrations/z', status: 301 }, // replaced: its alias follows
      { source: '/es/careers/c', target: '/en/y', status: 308 }, // its Spanish form is a rule of its own
      { source: '/es/empleo/d', target: '/en/w', status: 302 }, // a rule of its own where an alias was
      { source: '/es/careers/e', target: '/en/v', status: 301 },
      { source: '/es/careers/e/', target: '/en/u', status: 301 }, // not a source the check would pass, but the same Spanish form: the older keeps it
      { source: '/en/old-3', target: '/en/new-9', status: 308 },
      ...Array.from({ length: 30 }, (_, i) => ({ source: `/en/more-${i}`, target: '/en/new-1', status: 301 as const })),
    ];

    it('gives the table and version a whole reload gives, reading only the imported rows', async () => {
      await seed();
      await importRedirects(db(), imported);
      let reads = 0;
      const counting = new Proxy(db(), {
        get(target, key, receiver) {
          if (key === 'select') reads += 1;
          return Reflect.get(target, key, receiver);
        },
      });
      await patchRedirectTable(counting, imported.map((rule) => rule.source));
      // The imported rows, the signature, and the check that nothing else changed.
      expect(reads).toBe(3);
      const patched = redirectTableNow();
      await refreshRedirectTable(db(), { force: true });
      const whole = redirectTableNow();
      expect(sorted(patched.rules)).toEqual(sorted(whole.rules));
      expect(sorted(patched.aliases)).toEqual(sorted(whole.aliases));
      expect(patched.version).toBe(whole.version);
      expect(lookupRedirect('/es/empleo/a')).toEqual({ status: 301, target: '/es/integraciones/z' });
      expect(lookupRedirect('/es/empleo/d')).toEqual({ status: 302, target: '/en/w' });
    });

    it('waits for a poll under way and patches after it, rather than reloading the whole table', async () => {
      await seed();
      await importRedirects(db(), imported);
      let reads = 0;
      const counting = new Proxy(db(), {
        get(target, key, receiver) {
          if (key === 'select') reads += 1;
          return Reflect.get(target, key, receiver);
        },
      });
      // The refresh loop's poll has read the signature (the import moved it) and is reloading.
      const poll = refreshRedirectTable(counting);
      await patchRedirectTable(counting, imported.map((rule) => rule.source));
      await poll;
      // The poll: the signature and one batch; the patch: the imported rows, the signature, the check.
      expect(reads).toBe(2 + 3);
      expect(lookupRedirect('/en/more-1')).toEqual({ status: 301, target: '/en/new-1' });
      expect(redirectTableNow().version).toBe(await redirectsSignature(db()));
    });

    it('holds the polls off while an import writes, and its patch then brings the table up to date', async () => {
      await seed();
      let reads = 0;
      const counting = new Proxy(db(), {
        get(target, key, receiver) {
          if (key === 'select') reads += 1;
          return Reflect.get(target, key, receiver);
        },
      });
      await holdingRefresh(async () => {
        await importRedirects(db(), imported.slice(0, 2));
        // A poll between two chunks: the signature moved, but nothing is read.
        expect(await refreshRedirectTable(counting)).toBe(false);
        expect(reads).toBe(0);
        expect(lookupRedirect('/en/more-1')).toBeUndefined();
        await importRedirects(db(), imported.slice(2));
        await patchRedirectTable(db(), imported.map((rule) => rule.source));
      });
      expect(lookupRedirect('/en/more-1')).toEqual({ status: 301, target: '/en/new-1' });
      expect(redirectTableNow().version).toBe(await redirectsSignature(db()));
      // Released: polls read again (and find nothing new).
      expect(await refreshRedirectTable(counting)).toBe(false);
      expect(reads).toBe(1);
    });

    it('keeps the old version when another change came meanwhile, so the next poll reloads it whole', async () => {
      await seed();
      const before = redirectTableNow().version;
      await saveRedirect(db(), null, { source: '/en/elsewhere', target: '/en/x', status: 301 }); // another instance's edit
      await importRedirects(db(), imported);
      await patchRedirectTable(db(), imported.map((rule) => rule.source));
      expect(redirectTableNow().version).toBe(before);
      expect(lookupRedirect('/en/more-1')).toEqual({ status: 301, target: '/en/new-1' });
      expect(lookupRedirect('/en/elsewhere')).toBeUndefined();
      expect(await refreshRedirectTable(db())).toBe(true);
      expect(lookupRedirect('/en/elsewhere')).toEqual({ status: 301, target: '/en/x' });
    });
  });

  it('never goes back to a table read before a change, when two copies of the loading code overlap', async () => {
    // The flaky e2e rename: the refresh loop (one copy of live-table.ts) read the rules, a rename
    // was written, the server action's copy reloaded and showed it, then the loop's older read
    // replaced it, and the first address led to the second slug again until the next poll.
    await redirectRenamed(db(), '/en/blog/first', '/en/blog/second');
    await refreshRedirectTable(db(), { force: true });
    const { slow, read, release } = holdingRowReads(db());
    const loop = refreshRedirectTable(slow, { force: true });
    await read;
    // Renamed again while the loop holds its read; the action's copy of the module reloads.
    await redirectRenamed(db(), '/en/blog/second', '/en/blog/third');
    vi.resetModules();
    const other = await import('./live-table');
    const action = other.refreshRedirectTable(db(), { force: true });
    // The action's reload finishes first (before the fix), or waits for the loop's (after it).
    await Promise.race([action, new Promise((resolve) => setTimeout(resolve, 3_000))]);
    release();
    await Promise.all([loop, action]);
    expect(lookupRedirect('/en/blog/first')).toEqual({ status: 308, target: '/en/blog/third' });
    expect(lookupRedirect('/en/blog/second')).toEqual({ status: 308, target: '/en/blog/third' });
  });

  it('never loses a rename under an import patched at the same moment', async () => {
    // The flaky e2e rename, again: the rename's reload waited behind a poll, an import's patch
    // waited for the same poll, both started when it ended, and the patch (built on the table from
    // before the rename) was shown last, until the next poll.
    await redirectRenamed(db(), '/en/blog/first', '/en/blog/second');
    await refreshRedirectTable(db(), { force: true });
    const { slow, read, release } = holdingRowReads(db());
    const poll = refreshRedirectTable(slow, { force: true });
    await read;
    await redirectRenamed(db(), '/en/blog/second', '/en/blog/third');
    const renamed = refreshRedirectTable(db(), { force: true });
    await importRedirects(db(), [{ source: '/en/imported', target: '/en/x', status: 301 }]);
    const imported = patchRedirectTable(db(), ['/en/imported']);
    release();
    await Promise.all([poll, renamed, imported]);
    expect(lookupRedirect('/en/blog/first')).toEqual({ status: 308, target: '/en/blog/third' });
    expect(lookupRedirect('/en/imported')).toEqual({ status: 301, target: '/en/x' });
    expect(redirectTableNow().version).toBe(await redirectsSignature(db()));
  });
});

/**
 * `database` whose first select (a reload's signature) is answered, and whose later ones (the
 * rules) are answered only after `release()`; `read` settles when the first of them has its rows.
 */
function holdingRowReads(database: DatabaseHandle['db']) {
  let selects = 0;
  let rowsRead!: () => void;
  const read = new Promise<void>((resolve) => (rowsRead = resolve));
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = (builder: object): object =>
    new Proxy(builder, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key);
        if (typeof value !== 'function') return value;
        if (key === 'then') {
          return (resolve: (rows: unknown) => unknown, reject: (error: unknown) => unknown) =>
            (value as (ok: (rows: unknown) => unknown) => Promise<unknown>)
              .call(target, async (rows: unknown) => {
                rowsRead();
                await gate;
                return rows;
              })
              .then(resolve, reject);
        }
        return (...args: unknown[]) => held((value as (...a: unknown[]) => object).apply(target, args));
      },
    });
  const slow = new Proxy(database, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (key !== 'select') return value;
      return (...args: unknown[]) => {
        const builder = (value as (...a: unknown[]) => object).apply(target, args);
        return (selects += 1) === 1 ? builder : held(builder);
      };
    },
  });
  return { slow, read, release };
}

describe('checkRedirectCsv', () => {
  it('reports every bad line, checking chains against the table as it would be', async () => {
    const existing = [{ source: '/x', target: '/y', status: 301 as const }];
    const text = ['/ok,/fine', 'no-slash,/t,301', '/dup,/t', '/dup,/u', '/loop,/loop', '/y,/z', '/c,/x', '/d,/e,307,extra', '/f'].join('\n');
    expect(await checkRedirectCsv(text, existing)).toEqual({
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

  it('refuses hostile files as a whole', async () => {
    expect(await checkRedirectCsv('', [])).toEqual({ ok: false, file: 'empty' });
    expect(await checkRedirectCsv('source,target\n', [])).toEqual({ ok: false, file: 'empty' });
    expect(await checkRedirectCsv('/a,"never closed\n/b,/c', [])).toEqual({ ok: false, file: 'unterminated-quote', line: 1 });
    expect(await checkRedirectCsv('/a,/b\n'.repeat(2_002), [])).toMatchObject({ ok: false, file: 'too-many-rows' });
    expect(await checkRedirectCsv(`/a,/${'b'.repeat(3_000)}`, [])).toMatchObject({ ok: false, file: 'cell-too-long' });
  });

  it('reads a defused formula cell back as typed, never as a formula', async () => {
    expect(await checkRedirectCsv("/a,'=HYPERLINK(1)", [])).toEqual({ ok: false, lines: [{ line: 1, problems: ['target.notTarget'] }] });
  });
});
