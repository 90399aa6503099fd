import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakePlatform } from '@/test/fakes/fake-platform.mjs';
import { createPlatformClient } from '@/lib/infra/clients/legacy-platform';
import { createPlatformPostStore, numericPostId } from './platform-store';
import { SlugTakenError, type PostInput } from './shared/types';

type Fake = Awaited<ReturnType<typeof startFakePlatform>>;

const record = (slug: string, overrides: Record<string, unknown> = {}) => ({
  slug,
  title: `Title ${slug}`,
  excerpt: `About ${slug}`,
  category: 'Returns',
  author: 'Ana',
  date: '2026-03-01T00:00:00.000Z',
  readTime: '4 min read',
  image: '/images/blog/photo-first-returns.jpg',
  fullContent: 'Body',
  ...overrides,
});

const input = (slug: string): PostInput => ({
  slug,
  title: 'New',
  excerpt: 'E',
  category: 'Testing',
  author: 'Otailo Team',
  date: '2026-05-04',
  readMinutes: null,
  image: '/images/blog/x.png',
  imageCredit: null,
  fullContent: 'Hello',
  language: 'en',
  status: 'published',
  seoTitle: null,
  seoDescription: null,
  socialImage: null,
  publishedAt: null,
});

describe('post store on the legacy platform', () => {
  let fake: Fake;
  const store = () => createPlatformPostStore(createPlatformClient({ baseUrl: fake.url, appId: 'test-app', apiKey: 'key-1' }));

  beforeAll(async () => {
    fake = await startFakePlatform({ appId: 'test-app', apiKey: 'key-1' });
  });
  afterAll(() => fake?.close());
  beforeEach(async () => {
    await fetch(`${fake.url}/__control/reset`, { method: 'POST' });
    await fetch(`${fake.url}/__control/records`, {
      method: 'POST',
      body: JSON.stringify({
        entity: 'BlogPost',
        records: [
          record('old', { date: '2026-01-01T00:00:00.000Z' }),
          record('new', { date: '2026-04-01T10:00:00.000Z', category: 'Analytics' }),
          record('mid', { date: '2026-02-01T00:00:00.000Z' }),
          record('hidden', { status: 'draft' }),
          record('es-one', { language: 'es' }),
          { id: 'broken', title: 'No slug' },
        ],
      }),
    });
  });

  it('lists published posts newest first, filtered and paginated, leaving unusable records out', async () => {
    const page = await store().list({ pageSize: 3 });
    expect(page.total).toBe(4);
    expect(page.posts.map((p) => p.slug)).toEqual(['new', 'es-one', 'mid']);
    expect((await store().list({ category: 'analytics' })).posts.map((p) => p.slug)).toEqual(['new']);
    expect((await store().list({ search: 'ABOUT MID' })).posts.map((p) => p.slug)).toEqual(['mid']);
    expect((await store().list({ includeDrafts: true })).total).toBe(5);
    expect((await store().list({ page: 2, pageSize: 3 })).posts.map((p) => p.slug)).toEqual(['old']);
  });

  it('reads a post by slug through the platform filter, with the spec headers', async () => {
    const post = await store().bySlug('mid');
    expect(post).toMatchObject({ slug: 'mid', date: '2026-02-01', author: 'Ana', language: 'en', status: 'published' });
    const request = fake.requests.findLast((r) => r.query.q !== undefined)!;
    expect(JSON.parse(request.query.q!)).toEqual({ slug: 'mid' });
    expect(request.headers['x-app-id']).toBe('test-app');
    expect(request.headers['x-environment']).toBe('prod');
    expect(request.headers['api_key']).toBe('key-1');
    expect(await store().bySlug('hidden')).toBeNull();
    expect(await store().bySlug('hidden', { includeDrafts: true })).not.toBeNull();
  });

  it('finds related posts in the same language and counts one language’s categories', async () => {
    const mid = (await store().bySlug('mid'))!;
    expect((await store().related(mid)).map((p) => p.slug)).toEqual(['old']);
    expect(await store().categories({ language: 'en' })).toEqual([
      { name: 'Returns', count: 2 },
      { name: 'Analytics', count: 1 },
    ]);
    expect(await store().categories({ language: 'es' })).toEqual([{ name: 'Returns', count: 1 }]);
  });

  it('reads the minutes of the old read time, and writes the minutes back as the old editor did', async () => {
    expect(await store().bySlug('mid')).toMatchObject({ readMinutes: 4 });
    await store().create({ ...input('timed'), readMinutes: 7 });
    expect(fake.entities.BlogPost.find((r: { slug: string }) => r.slug === 'timed').readTime).toBe('7 min read');
  });

  it('keeps translation links on the records, with the database’s rules', async () => {
    const english = (await store().bySlug('mid'))!;
    const spanish = (await store().bySlug('es-one'))!;
    const linked = await store().link(english.id, spanish.id);
    expect(linked).toMatchObject({ ok: true });
    const group = fake.entities.BlogPost.find((r: { slug: string }) => r.slug === 'es-one').translationGroup;
    expect(group).toBe(linked.ok && linked.translationGroup);
    expect(await store().translationOf((await store().bySlug('mid'))!)).toMatchObject({ slug: 'es-one' });
    expect(await store().link((await store().bySlug('old'))!.id, spanish.id)).toEqual({ ok: false, reason: 'taken' });
    expect(await store().link(english.id, (await store().bySlug('old'))!.id)).toEqual({ ok: false, reason: 'same-language' });
    // Saving keeps the link; the site's fields travel with the record.
    await store().update(english.id, { ...input('mid'), seoTitle: 'Short title' });
    expect(fake.entities.BlogPost.find((r: { slug: string }) => r.slug === 'mid')).toMatchObject({ translationGroup: group, seoTitle: 'Short title' });
    // A link or unlink changes both records: both must pass the account's check.
    const refuse = (post: { status: string }) => post.status !== 'published';
    expect(await store().unlink(spanish.id, refuse)).toBe('forbidden');
    expect(fake.entities.BlogPost.find((r: { slug: string }) => r.slug === 'es-one').translationGroup).toBe(group);
    expect(await store().unlink(spanish.id)).toBe('unlinked');
    expect(await store().translationOf((await store().bySlug('mid'))!)).toBeNull();
    expect(await store().link(english.id, spanish.id, refuse)).toEqual({ ok: false, reason: 'forbidden' });
    expect(fake.entities.BlogPost.find((r: { slug: string }) => r.slug === 'es-one').translationGroup).toBeFalsy();
  });

  it('creates with an ISO date, updates by id with the full payload, deletes by id', async () => {
    const created = await store().create(input('fresh'));
    const stored = fake.entities.BlogPost.find((r: { slug: string }) => r.slug === 'fresh');
    expect(stored.date).toBe('2026-05-04T00:00:00.000Z');
    expect(stored.id).toBeTruthy();
    expect(created.id).toBe(numericPostId(String(stored.id)));
    await expect(store().create(input('fresh'))).rejects.toBeInstanceOf(SlugTakenError);

    const updated = await store().update(created.id, { ...input('fresh'), title: 'Renamed' });
    expect(updated?.title).toBe('Renamed');
    const put = fake.requests.findLast((r) => r.method === 'PUT')!;
    expect(put.path).toBe(`/api/apps/test-app/entities/BlogPost/${stored.id}`);
    expect(put.body).toMatchObject({ slug: 'fresh', title: 'Renamed', excerpt: 'E', date: '2026-05-04T00:00:00.000Z' });

    expect(await store().remove(created.id)).toBe(true);
    expect(fake.entities.BlogPost.some((r: { slug: string }) => r.slug === 'fresh')).toBe(false);
    expect(await store().remove(created.id)).toBe(false);
  });
});
