/**
 * The scaled-out site, proven on loopback (`npm run test:cluster`): PostgreSQL, Redis, two instances
 * of the standalone build and nginx in front (scripts/cluster/topology.mjs), a fake CRM behind them.
 * Every check goes through real HTTP, as visitors, the admin and the CRM see it.
 */
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hiddenFields } from '../support/form-post.mjs';
import { lettersOf, visitorAddress } from '../support/visitors.mjs';
import { CLUSTER_ADMIN, startCluster, type Cluster } from '../../scripts/cluster/topology.mjs';
import { chooseVariant, newVisitorId } from '../../lib/infra/routing/variant-choice.mjs';

let cluster: Cluster;
let sql: postgres.Sql;
const RUN = Date.now().toString(36);

beforeAll(async () => {
  cluster = await startCluster({ instances: 2, buildDir: process.env.CLUSTER_BUILD_DIR ?? '.next-test' });
  sql = postgres(cluster.postgres, { max: 2, onnotice: () => {} });
}, 240_000);

afterAll(async () => {
  await sql?.end();
  await cluster?.stop();
}, 60_000);

const a = () => cluster.instances[0]!;
const b = () => cluster.instances[1]!;

/** A visitor's address, as the CDN in front of nginx reports it (rate limits are per address). */
const visitor = (n: number) => ({ 'x-forwarded-for': visitorAddress(n) });

/** Posts the form holding `field` on a page, as a browser without JavaScript does; redirects are not followed. */
async function postForm(pageUrl: string, field: string, values: Record<string, string>, headers: Record<string, string> = {}) {
  const page = await fetch(pageUrl, { headers });
  expect(page.status, `GET ${pageUrl}`).toBe(200);
  const fields = hiddenFields(await page.text(), field);
  expect(fields.length, `a form with ${field} on ${pageUrl}`).toBeGreaterThan(0);
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  for (const [name, value] of Object.entries(values)) body.set(name, value);
  const origin = new URL(pageUrl).origin;
  return fetch(pageUrl, { method: 'POST', body, redirect: 'manual', headers: { ...headers, origin, referer: pageUrl } });
}

/** The editor's fields for this run's post, as the admin fills them in. */
const postFields = (slug: string, fields: { title: string; fullContent: string; id?: string }) => ({
  locale: 'en',
  slug,
  excerpt: 'Saved on one instance, served by the other.',
  category: 'Operations',
  author: 'Otailo Team',
  date: '2026-11-21',
  readMinutes: '2',
  image: '/images/blog/photo-first-returns.jpg',
  language: 'en',
  status: 'published',
  ...fields,
});

/** Signs the admin in on one instance; returns the Cookie header to send. */
async function signIn(base: string) {
  const response = await postForm(`${base}/en/manage`, 'password', { email: CLUSTER_ADMIN.email, password: CLUSTER_ADMIN.password }, visitor(7001));
  expect(response.status).toBe(303);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  expect(cookies.some((cookie) => cookie.startsWith('otailo_session='))).toBe(true);
  return cookies.join('; ');
}

const requestLines = (instance: Cluster['instances'][number]) =>
  (instance.logs as { msg?: string; method?: string; path?: string; requestId?: string }[]).filter((line) => line.msg === 'request');

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const runEmails = (submissions: { body: { fields: { name: string; value: string }[] } }[], prefix: string) =>
  submissions.map((s) => s.body.fields.find((f) => f.name === 'email')?.value ?? '').filter((email) => email.startsWith(prefix));

describe.sequential('several instances behind nginx, on PostgreSQL and Redis', () => {
  it('serves pages through nginx from both instances, with the request id nginx gave', async () => {
    const paths = ['/en', '/es', '/en/solutions-returns', '/es/soluciones/sop-inteligente-3pl', '/en/blog', '/es/blog', '/sitemap.xml', '/en/feed.xml'];
    for (let round = 0; round < 4; round += 1) {
      for (const path of paths) {
        const response = await fetch(cluster.url + path);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('content-security-policy'), path).toBeTruthy();
      }
    }
    const missing = await fetch(`${cluster.url}/en/no-such-page`);
    expect(missing.status).toBe(404);

    // Requests that nginx never keeps reach the instances, spread over both.
    for (let n = 0; n < 12; n += 1) await (await fetch(`${cluster.url}/api/health`)).arrayBuffer();
    const health = await fetch(`${cluster.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', checks: { database: { status: 'ok' }, cache: { status: 'ok' } } });

    // nginx spread the pages over both instances, and each logged nginx's request id.
    // (A request nginx never answers from its cache: a kept page reaches no instance.)
    const requestId = (await fetch(`${cluster.url}/en/manage`)).headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
    await until('the request log line', async () => [a(), b()].flatMap(requestLines).some((line) => line.requestId === requestId), Boolean, 5_000);
    for (const instance of [a(), b()]) {
      expect(requestLines(instance).filter((line) => line.method === 'GET').length, instance.id).toBeGreaterThan(3);
    }
  });

  it('accepts a session started on one instance on the other', async () => {
    expect((await fetch(`${b().url}/en/manage/leads`, { headers: visitor(7002) })).status).toBe(401);
    const cookie = await signIn(a().url);
    const onB = await fetch(`${b().url}/en/manage/leads`, { headers: { cookie, ...visitor(7002) } });
    expect(onB.status).toBe(200);
    expect(await onB.text()).toContain('Leads');
    // And through nginx, wherever it sends the request.
    for (let n = 0; n < 4; n += 1) {
      expect((await fetch(`${cluster.url}/en/manage/leads`, { headers: { cookie } })).status).toBe(200);
    }
  });

  it('serves an admin edit saved on one instance from the other on its next request', async () => {
    const slug = `cluster-${RUN}`;
    // Instance B has the blog list cached (in Redis) and kept in its page store before the edit.
    const keptOnB = await until('B to keep the blog list', () => fetch(`${b().url}/en/blog`), (r) => r.headers.get('x-cache') === 'HIT', 10_000);
    expect(await keptOnB.text()).not.toContain(slug);
    // So is the sitemap (server/page-store.mjs keeps it like a page).
    const sitemapOnB = await until('B to keep the sitemap', () => fetch(`${b().url}/sitemap.xml`), (r) => r.headers.get('x-cache') === 'HIT', 10_000);
    expect(await sitemapOnB.text()).not.toContain(`/en/blog/${slug}<`);
    const cookie = await signIn(a().url);

    const created = await postForm(
      `${a().url}/en/manage/posts/new`,
      'title',
      postFields(slug, { title: `Cluster post ${RUN}`, fullContent: 'Written through instance A.' }),
      { cookie },
    );
    expect(created.status).toBe(303);
    const saved = Date.now();
    // Published on A: B's sitemap lists it within a second.
    await until('the post in B’s sitemap', async () => (await fetch(`${b().url}/sitemap.xml`)).text(), (xml) => xml.includes(`/en/blog/${slug}<`), 1_000);
    console.log(`a post published on A was in B's sitemap after ${Date.now() - saved} ms`);
    const list = await (await fetch(`${b().url}/en/blog`)).text();
    expect(list).toContain(`Cluster post ${RUN}`);
    const post = await fetch(`${b().url}/en/blog/${slug}`);
    expect(post.status).toBe(200);
    expect(await post.text()).toContain('Written through instance A.');

    // Now the other way round: edited on B, read on A (which has the post page kept).
    const keptOnA = await until('A to keep the post', () => fetch(`${a().url}/en/blog/${slug}`), (r) => r.headers.get('x-cache') === 'HIT', 10_000);
    expect(await keptOnA.text()).toContain('Written through instance A.');
    const [row] = await sql<{ id: number }[]>`SELECT id FROM posts WHERE slug = ${slug}`;
    const id = row!.id;
    const cookieB = await signIn(b().url);
    const edited = await postForm(
      `${b().url}/en/manage/posts/${id}`,
      'title',
      postFields(slug, { id: String(id), title: `Cluster post ${RUN} (edited)`, fullContent: 'Edited through instance B.' }),
      { cookie: cookieB },
    );
    expect(edited.status).toBe(303);
    const page = await (await fetch(`${a().url}/en/blog/${slug}`)).text();
    expect(page).toContain('Edited through instance B.');
    expect(page).toContain(`Cluster post ${RUN} (edited)`);
  });

  it('applies a 301 and a 410 added on one instance on the other within a second, over a page it had kept', async () => {
    const slug = `cluster-${RUN}`;
    // B keeps the post (from the test above) in its page store; the rule must win over it.
    await until('B to keep the post', () => fetch(`${b().url}/en/blog/${slug}`), (r) => r.headers.get('x-cache') === 'HIT', 10_000);
    const sitemapOnB = await until('B to keep the sitemap', () => fetch(`${b().url}/sitemap.xml`), (r) => r.headers.get('x-cache') === 'HIT', 10_000);
    expect(await sitemapOnB.text()).toContain(`/en/blog/${slug}<`);
    const cookie = await signIn(a().url);
    const rules = [
      { source: `/en/blog/${slug}`, target: '/en/contact', status: '301', confirm: '1' },
      { source: `/es/cluster-gone-${RUN}`, target: '', status: '410', confirm: '' },
    ];
    for (const rule of rules) {
      const added = await postForm(`${a().url}/en/manage/redirects`, 'source', rule, { cookie });
      expect(added.status, rule.source).toBe(200);
    }
    const moved = await until('B to apply the 301', () => fetch(`${b().url}/en/blog/${slug}`, { redirect: 'manual' }), (r) => r.status === 301, 1_000);
    expect(new URL(moved.headers.get('location')!, b().url).pathname).toBe('/en/contact');
    const gone = await until('B to apply the 410', () => fetch(`${b().url}/es/cluster-gone-${RUN}`), (r) => r.status === 410, 1_000);
    expect(await gone.text()).toContain('Esta página se retiró');
    // A redirected address leaves the sitemap too, on B as well.
    await until('the post out of B’s sitemap', async () => (await fetch(`${b().url}/sitemap.xml`)).text(), (xml) => !xml.includes(`/en/blog/${slug}<`), 1_000);
    await sql`DELETE FROM redirects WHERE source = ${`/en/blog/${slug}`}`;
  });

  it("keeps public pages in nginx's cache for a second: an edit reaches visitors within it, the admin is never served a kept page", async () => {
    const kept = await until('nginx to keep the blog list', () => fetch(`${cluster.url}/en/blog`), (r) => r.headers.get('x-proxy-cache') === 'HIT', 10_000);
    expect(kept.headers.get('content-security-policy')).toBeTruthy();
    expect(kept.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    // Never kept: the admin's pages (a session cookie bypasses the cache), errors, the API.
    const cookie = await signIn(a().url);
    const admin = await fetch(`${cluster.url}/en/blog`, { headers: { cookie } });
    expect(admin.headers.get('x-proxy-cache')).toBe('BYPASS');
    expect(admin.headers.get('cache-control')).toContain('no-store');
    for (let n = 0; n < 3; n += 1) {
      expect((await fetch(`${cluster.url}/en/no-such-page-${RUN}`)).headers.get('x-proxy-cache')).not.toBe('HIT');
      expect((await fetch(`${cluster.url}/api/health`)).headers.get('x-proxy-cache')).not.toBe('HIT');
    }

    const slug = `cluster-cache-${RUN}`;
    const created = await postForm(`${a().url}/en/manage/posts/new`, 'title', postFields(slug, { title: `Cached ${RUN}`, fullContent: 'Through the cache.' }), { cookie });
    expect(created.status).toBe(303);
    const saved = Date.now();
    await until('the new post in the list through nginx', async () => (await fetch(`${cluster.url}/en/blog`)).text(), (html) => html.includes(`Cached ${RUN}`), 5_000);
    const seenAfterMs = Date.now() - saved;
    console.log(`an edit reached visitors through nginx's cache after ${seenAfterMs} ms`);
    expect(seenAfterMs).toBeLessThan(2_500);
  });

  it("never serves one visitor's variant of a page under experiment to another, through nginx's cache keyed on the variant cookie", async () => {
    const heading = `Cluster variant ${RUN}`;
    const variants = [
      { key: 'control', weight: 50 },
      { key: 'b', weight: 50, blocks: [{ type: 'hero', anchor: 'top', heading, lead: 'Shown to half of the visitors.', primary: { href: '/demo' } }] },
    ];
    const [trial] = await sql<{ id: number }[]>`
      INSERT INTO experiments (page_id, name, goal, status, variants, started_at)
      SELECT id, ${`Cluster ${RUN}`}, 'demo_sent', 'running', ${sql.json(variants)}, now() FROM pages WHERE key = 'about' AND language = 'en'
      RETURNING id`;
    try {
      // Two participants, one in each variant, whose cookies already say so (as after their first visit).
      const participant = (wanted: string) => {
        for (;;) {
          const id = newVisitorId();
          const variant = chooseVariant(trial!.id, id, variants).key;
          if (variant === wanted) return { variant, cookie: `otailo_consent=all; otailo_exp=${id}; otailo_variant=${trial!.id}.${variant}` };
        }
      };
      const [inControl, inB] = [participant('control'), participant('b')];
      const page = `${cluster.url}/en/about`;
      // Both instances poll the table of running experiments (REDIRECTS_POLL_MS).
      await until('both instances to serve the variant', async () => (await Promise.all([a().url, b().url].map(async (base) => (await fetch(`${base}/en/about`, { headers: { cookie: inB.cookie } })).text()))).every((html) => html.includes(heading)), (done) => done, 10_000);
      const statuses = { control: new Set<string>(), b: new Set<string>() };
      // Interleaved, 40 requests each: whatever nginx kept for one must never reach the other.
      for (let n = 0; n < 40; n += 1) {
        for (const visitor of [inControl, inB, { variant: 'control', cookie: '' }]) {
          const answer = await fetch(page, { headers: visitor.cookie ? { cookie: visitor.cookie } : {} });
          expect(answer.status).toBe(200);
          expect((await answer.text()).includes(heading), `${visitor.variant} visitor, request ${n}`).toBe(visitor.variant === 'b');
          expect(answer.headers.get('cdn-cache-control')).toBe('private');
          statuses[visitor.variant as 'control' | 'b'].add(answer.headers.get('x-proxy-cache') ?? '');
        }
        if (n % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 600)); // past nginx's second, so it keeps them again
      }
      // nginx kept each variant (so the key, not a bypass, is what kept them apart).
      expect(statuses.control.has('HIT')).toBe(true);
      expect(statuses.b.has('HIT')).toBe(true);
      // A visitor whose cookie is new to the server is answered privately: never kept for the next.
      const fresh = await fetch(page, { headers: { cookie: 'otailo_consent=all' } });
      expect(fresh.headers.get('cache-control')).toBe('private, no-store');
      expect(fresh.headers.get('x-proxy-cache')).not.toBe('HIT');
    } finally {
      await sql`DELETE FROM experiments WHERE id = ${trial!.id}`;
    }
    // Stopped: the variant's visitors see the page as it is.
    await until('the page without its experiment', async () => (await fetch(`${a().url}/en/about`, { headers: { cookie: `otailo_consent=all; otailo_variant=${trial!.id}.b` } })).text(), (html) => !html.includes(heading), 10_000);
  });

  it('answers concurrent requests for an address it never keeps side by side, not one after another', async () => {
    // With a cache lock, nginx made each of these wait for the one before it (in 500 ms polls).
    // (The sitemap was such an address until the page store kept it; the health check still is.)
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) => fetch(`${cluster.url}/api/health`, { headers: visitor(7000 + n) }).then((r) => `${r.status} ${r.headers.get('x-proxy-cache') === 'HIT' ? 'kept' : 'answered'}`)),
    );
    const tookMs = Date.now() - started;
    console.log(`40 concurrent health requests through nginx took ${tookMs} ms`);
    expect(answers).toEqual(Array(40).fill('200 answered'));
    expect(tookMs).toBeLessThan(3_000); // the sitemap: 0.2 s here; 5.1 s with the lock (its 5 s timeout)
  });

  it('publishes a post scheduled on one instance at its moment on the other, with nobody touching the site', async () => {
    const slug = `cluster-scheduled-${RUN}`;
    const keptOnB = await until('B to keep the blog list', () => fetch(`${b().url}/en/blog`), (r) => r.headers.get('x-cache') === 'HIT', 10_000);
    expect(await keptOnB.text()).not.toContain(slug);
    await until('B to keep the sitemap', () => fetch(`${b().url}/sitemap.xml`), (r) => r.headers.get('x-cache') === 'HIT', 10_000);
    const cookie = await signIn(a().url);
    const at = new Date(Date.now() + 8_000);
    at.setMilliseconds(0);
    const scheduled = await postForm(
      `${a().url}/en/manage/posts/new`,
      'title',
      { ...postFields(slug, { title: `Scheduled ${RUN}`, fullContent: 'Scheduled on A.' }), status: 'scheduled', publishAt: at.toISOString() },
      { cookie },
    );
    expect(scheduled.status).toBe(303);
    expect((await fetch(`${b().url}/en/blog/${slug}`)).status).toBe(404);
    expect(await (await fetch(`${b().url}/sitemap.xml`)).text()).not.toContain(`/en/blog/${slug}<`);
    await until('the post on B', () => fetch(`${b().url}/en/blog/${slug}`).then((r) => r.status), (status) => status === 200, 20_000);
    const lateMs = Date.now() - at.getTime();
    console.log(`a post scheduled on A went live on B ${lateMs} ms after its time`);
    expect(lateMs).toBeGreaterThanOrEqual(-500);
    expect(lateMs).toBeLessThan(6_000);
    expect(await (await fetch(`${b().url}/en/blog`)).text()).toContain(`Scheduled ${RUN}`);
    expect(await (await fetch(`${b().url}/sitemap.xml`)).text()).toContain(`/en/blog/${slug}<`);
    const [row] = await sql<{ status: string; version: number }[]>`SELECT status, version FROM posts WHERE slug = ${slug}`;
    expect(row).toMatchObject({ status: 'published', version: 2 });
    const [audit] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM audit_log WHERE action = 'post.published-by-schedule' AND detail->>'slug' = ${slug}`;
    expect(audit!.n).toBe(1);
  });

  it('refuses the later of two saves made from the same version on different instances, and keeps both texts', async () => {
    const slug = `cluster-conflict-${RUN}`;
    const cookieA = await signIn(a().url);
    const created = await postForm(
      `${a().url}/en/manage/posts/new`,
      'title',
      { ...postFields(slug, { title: `Conflict ${RUN}`, fullContent: 'First text.' }), status: 'draft' },
      { cookie: cookieA },
    );
    expect(created.status).toBe(303);
    const [row] = await sql<{ id: number }[]>`SELECT id FROM posts WHERE slug = ${slug}`;
    const id = String(row!.id);
    const cookieB = await signIn(b().url);
    // Both editors open version 1 (its number is in each form), one on each instance.
    const formA = await fetch(`${a().url}/en/manage/posts/${id}`, { headers: { cookie: cookieA } });
    const formB = await fetch(`${b().url}/en/manage/posts/${id}`, { headers: { cookie: cookieB } });
    for (const form of [formA, formB]) expect(hiddenFields(await form.text(), 'title').find(([name]) => name === 'version')?.[1]).toBe('1');
    const fromA = await postForm(
      `${a().url}/en/manage/posts/${id}`,
      'title',
      { ...postFields(slug, { id, title: `Conflict ${RUN}`, fullContent: 'Saved on A.' }), status: 'draft', version: '1' },
      { cookie: cookieA },
    );
    expect(fromA.status).toBe(303);
    const fromB = await postForm(
      `${b().url}/en/manage/posts/${id}`,
      'title',
      { ...postFields(slug, { id, title: `Conflict ${RUN}`, fullContent: 'Saved on B.' }), status: 'draft', version: '1' },
      { cookie: cookieB },
    );
    expect(fromB.status).toBe(200);
    expect(await fromB.text()).toContain('Someone else saved this post while you were editing');
    const [stored] = await sql<{ full_content: string; version: number }[]>`SELECT full_content, version FROM posts WHERE id = ${Number(id)}`;
    expect(stored).toMatchObject({ full_content: 'Saved on A.', version: 2 });
    const conflicts = await sql<{ snapshot: { fullContent: string } }[]>`SELECT snapshot FROM post_revisions WHERE post_id = ${Number(id)} AND reason = 'conflict'`;
    expect(conflicts.map((revision) => revision.snapshot.fullContent)).toEqual(['Saved on B.']);
  });

  it('counts the lead rate limits across both instances', async () => {
    const send = (n: number, email: string) =>
      postForm(`${(n % 2 === 0 ? a() : b()).url}/en/demo`, 'email', { firstName: 'Rate', lastName: 'Limit', email, company: 'Limit Co', country: 'ES' }, visitor(9001)).then((response) => response.status);
    const results: number[] = [];
    // 4 demo requests per email address per 10 minutes, wherever they land.
    for (let n = 0; n < 5; n += 1) results.push(await send(n, `limit.${RUN}@example.com`));
    expect(results).toEqual([200, 200, 200, 200, 429]);
    // 20 a form per address: colleagues behind one address each send theirs, then the address waits.
    for (let n = 5; n < 21; n += 1) results.push(await send(n, `limit.${RUN}.${n}@example.com`));
    expect(results.slice(5, 20)).toEqual(Array(15).fill(200));
    expect(results[20]).toBe(429);
  });

  it('turns 200 concurrent leads into exactly 200 leads and 200 CRM deliveries, and loses none when an instance dies', async () => {
    const prefix = `burst.${RUN}.`;
    const page = await fetch(`${cluster.url}/en/demo`, { headers: visitor(1) });
    const fields = hiddenFields(await page.text(), 'email');
    const submit = (n: number) => {
      const body = new FormData();
      for (const [name, value] of fields) body.append(name, value);
      for (const [name, value] of Object.entries({ firstName: `Burst ${lettersOf(n)}`, lastName: 'Load', email: `${prefix}${n}@example.com`, company: 'Burst Co', country: 'ES' })) {
        body.set(name, value);
      }
      return fetch(`${cluster.url}/en/demo`, { method: 'POST', body, headers: { ...visitor(100_000 + n), origin: cluster.url } });
    };
    const postsBefore = [a(), b()].map((instance) => requestLines(instance).filter((line) => line.method === 'POST').length);

    const answers = await Promise.all(Array.from({ length: 200 }, async (_, n) => {
      const response = await submit(n);
      return `${response.status} ${(await response.text()).includes('Thank You!') ? 'thanks' : 'no thanks'}`;
    }));
    expect(answers.filter((answer) => answer === '200 thanks')).toHaveLength(200);
    const postsAfter = [a(), b()].map((instance) => requestLines(instance).filter((line) => line.method === 'POST').length);
    expect(postsAfter[0]! - postsBefore[0]!, 'posts handled by app-1').toBeGreaterThan(20);
    expect(postsAfter[1]! - postsBefore[1]!, 'posts handled by app-2').toBeGreaterThan(20);

    const stored = async () => (await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM leads WHERE email LIKE ${prefix + '%'}`)[0]!.n;
    expect(await stored()).toBe(200);

    // Mid-delivery: the CRM stops answering (calls in flight hang), app-1 dies holding claimed
    // leads, the CRM recovers. app-2 takes app-1's leads over once their lease expires.
    await until('some deliveries', async () => runEmails(cluster.crm.submissions, prefix).length, (n) => n >= 40, 60_000);
    cluster.crm.setMode('hang');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await a().kill();
    cluster.crm.setMode('ok');

    // The site stays up through nginx: 10 more visitors get their answer.
    for (let n = 200; n < 210; n += 1) {
      const response = await submit(n);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Thank You!');
    }
    expect(await stored()).toBe(210);

    const killedAt = Date.now();
    const delivered = await until('every lead at the CRM', async () => runEmails(cluster.crm.submissions, prefix), (emails) => emails.length >= 210, 150_000);
    const times = cluster.crm.submissions.filter((s) => runEmails([s], prefix).length > 0).map((s) => s.at);
    console.log(
      `210 leads delivered in ${((Math.max(...times) - Math.min(...times)) / 1000).toFixed(1)} s ` +
        `(${((Math.max(...times) - killedAt) / 1000).toFixed(1)} s after app-1 was killed)`,
    );
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // a late duplicate would show up here
    const emails = runEmails(cluster.crm.submissions, prefix);
    expect(new Set(emails).size).toBe(210);
    expect(emails).toHaveLength(delivered.length);
    expect(emails).toHaveLength(210);
    const statuses = await sql<{ crm_status: string; n: number }[]>`
      SELECT crm_status, count(*)::int AS n FROM leads WHERE email LIKE ${prefix + '%'} GROUP BY crm_status`;
    expect(statuses).toEqual([{ crm_status: 'sent', n: 210 }]);

    // app-1 comes back and serves again.
    await a().restart();
    expect((await fetch(`${a().url}/api/health`)).status).toBe(200);
  }, 240_000);

  it('books a slot once when two visitors take it through different instances at the same moment', async () => {
    // PostgreSQL installations start with no salesperson: one free all week, from now on.
    const allDay = Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((day) => [day, [{ start: '00:00', end: '24:00' }]]));
    await sql`INSERT INTO salespeople (name, email, time_zone, weekly, notice_minutes, buffer_minutes)
      VALUES ('Cluster Sales', ${`sales.${RUN}@otailo.test`}, 'UTC', ${sql.json(allDay)}, 0, 0)`;
    // Two demo requests, each through its own instance: each answer carries a booking ticket.
    const ticket = async (n: number, base: string) => {
      const response = await postForm(`${base}/en/demo`, 'email', { firstName: `Slot ${lettersOf(n)}`, lastName: 'Race', email: `slot.${RUN}.${n}@example.com`, company: 'Race Co', country: 'ES' }, visitor(9500 + n));
      expect(response.status).toBe(200);
      return /\/en\/demo\/book\?ticket=([\w-]{43})/.exec(await response.text())![1]!;
    };
    const tickets = await Promise.all([ticket(1, a().url), ticket(2, b().url)]);
    const pages = await Promise.all(
      tickets.map(async (value, n) => {
        const url = `${(n === 0 ? a() : b()).url}/en/demo/book?ticket=${value}&tz=UTC`;
        const html = await (await fetch(url, { headers: visitor(9600 + n) })).text();
        return { url, html, fields: hiddenFields(html, 'start') };
      }),
    );
    const wanted = [...pages[0]!.html.matchAll(/<button type="submit" value="([^"]+)"/g)].map((match) => match[1]!)[10]!;
    expect(pages[1]!.html).toContain(`value="${wanted}"`);

    const answers = await Promise.all(
      pages.map(({ url, fields }, n) => {
        const body = new FormData();
        for (const [name, value] of fields) body.append(name, value);
        body.set('start', wanted);
        body.set('confirm', '1');
        return fetch(url, { method: 'POST', body, redirect: 'manual', headers: { ...visitor(9600 + n), origin: new URL(url).origin, referer: url } });
      }),
    );
    const locations = answers.map((response) => `${response.status} ${response.headers.get('location')?.replace(/token=[\w-]+/, 'token=…').replace(/ticket=[\w-]+/, 'ticket=…')}`);
    expect(locations.sort()).toEqual(['303 /en/demo/book?ticket=…&tz=UTC&error=taken', '303 /en/demo/booking?token=…']);
    const booked = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM bookings WHERE starts_at = ${new Date(wanted)} AND status = 'confirmed'`;
    expect(booked).toEqual([{ n: 1 }]);
  }, 60_000);
});
