/**
 * The share and revoke actions of every kind of content — posts, customer stories, job openings —
 * as each feature's `'use server'` file exports them, all calling `sharePreviewLink`/`revokePreviewLink`
 * (lib/features/publishing/preview-link-actions.ts). Each kind runs the same cases on its own real
 * loader, link store and permission: `next/headers` is a cookie jar and a header set, the site's
 * database a fresh one, `redirect` throws what it was given.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { auditLog } from '@/lib/schema';
import { CLIENT_IP_HEADER } from '@/lib/infra/http/client-ip.mjs';
import { log } from '@/lib/infra/log.mjs';
import { freshDatabase, testBackends } from '@/test/databases';

const state = vi.hoisted(() => ({
  jar: new Map<string, string>(),
  headers: new Headers(),
  handle: undefined as DatabaseHandle | undefined,
  refreshed: 0,
}));

/** What the mocked `redirect` throws: the address. */
class Redirected extends Error {
  constructor(readonly to: string) {
    super(`redirect ${to}`);
  }
}

vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (state.jar.has(name) ? { name, value: state.jar.get(name)! } : undefined),
    set: (name: string, value: string) => void state.jar.set(name, value),
  }),
  headers: async () => state.headers,
}));
vi.mock('@/lib/infra/db', () => ({
  getDatabase: async () => state.handle!.db,
  getDatabaseHandle: async () => state.handle!,
}));
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  refresh: () => void (state.refreshed += 1),
}));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  redirect: (to: string) => {
    throw new Redirected(to);
  },
}));

const { sessionCookieName, createUserStore } = await import('@/lib/features/people');
const { createSessionStore } = await import('@/lib/features/people/sessions');
const { resolvePreviewToken } = await import('@/lib/features/publishing');
const { PERMISSIONS } = await import('@/lib/features/people/shared/permissions');
const posts = await import('@/lib/features/posts/actions/post-preview-links');
const stories = await import('@/lib/features/stories/actions/story-preview-links');
const openings = await import('@/lib/features/openings/actions/opening-preview-links');
const { createDbPostStore } = await import('@/lib/features/posts/db-store');
const { createStoryStore } = await import('@/lib/features/stories/store');
const { createOpeningStore } = await import('@/lib/features/openings/store');
const { storyInput } = await import('@/lib/features/stories/story.fixture');
const { openingInput } = await import('@/lib/features/openings/opening.fixture');

type Owner = { id: number; email: string };
type Language = 'en' | 'es';
const db = async () => state.handle!.db;
let sequence = 0;
const slug = (kind: string) => `${kind}-preview-${(sequence += 1)}`;

/** A draft of each kind, owned by `owner`, in `language`: its id. */
const KINDS = [
  {
    kind: 'post',
    permission: 'posts',
    share: posts.sharePreviewAction,
    revoke: posts.revokePreviewAction,
    list: '/manage',
    entry: '/manage/posts',
    failureLog: 'admin: creating a preview link failed',
    draft: async (owner: Owner, language: Language) => {
      const post = await createDbPostStore(db).create(
        {
          slug: slug('post'), title: 'A draft', excerpt: 'An excerpt.', category: 'Returns', author: 'Otailo Team', date: '2026-01-01', readMinutes: null,
          image: '/images/blog/photo-first-returns.jpg', imageCredit: null, fullContent: 'Body.', language, status: 'draft', seoTitle: null, seoDescription: null, socialImage: null, publishedAt: null,
        },
        { actor: owner },
      );
      return post.id;
    },
  },
  {
    kind: 'story',
    permission: 'stories',
    share: stories.shareStoryPreviewAction,
    revoke: stories.revokeStoryPreviewAction,
    list: '/manage/customers',
    entry: '/manage/customers',
    failureLog: 'admin: creating a story preview link failed',
    draft: async (owner: Owner, language: Language) =>
      (await createStoryStore(db).create(storyInput({ slug: slug('story'), language, status: 'draft', publishedAt: null }), owner.id)).id,
  },
  {
    kind: 'opening',
    permission: 'openings',
    share: openings.shareOpeningPreviewAction,
    revoke: openings.revokeOpeningPreviewAction,
    list: '/manage/openings',
    entry: '/manage/openings',
    failureLog: 'admin: creating an opening preview link failed',
    draft: async (owner: Owner, language: Language) =>
      (await createOpeningStore(db).create(openingInput({ slug: slug('opening'), language, status: 'draft', publishedAt: null }), owner.id)).id,
  },
] as const;

const SITE = 'http://localhost:3000';
const form = (fields: Record<string, string | number>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, String(value));
  return data;
};
/** Where a form action went (the mocked redirect's address). */
async function redirectOf(action: Promise<unknown>): Promise<string> {
  const error = await action.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Redirected)) throw new Error(`expected a redirect, got ${String(error)}`);
  return error.to;
}

describe.each(testBackends())('preview-link actions on %s', (backend) => {
  const people = {} as Record<'editor' | 'author' | 'otherAuthor' | 'bystander', Owner & { token: string }>;

  beforeAll(async () => {
    state.handle = await freshDatabase(backend);
    const users = createUserStore(db);
    const sessions = createSessionStore(db);
    for (const [name, role] of [['editor', 'editor'], ['author', 'author'], ['otherAuthor', 'author'], ['bystander', 'user']] as const) {
      const user = await users.createUser({ email: `${name}@example.com`, password: 'a long enough password', role });
      people[name] = { ...user, token: await sessions.createSession(user.id, {}) };
    }
  });
  afterAll(() => state.handle?.close());
  beforeEach(() => {
    state.jar.clear();
    state.headers = new Headers({ host: 'localhost:3000', origin: SITE, [CLIENT_IP_HEADER]: '192.0.2.7' });
    state.refreshed = 0;
    vi.restoreAllMocks();
  });

  const signIn = (who: keyof typeof people) => state.jar.set(sessionCookieName(), people[who].token);
  const auditRows = async (kind: string, id: number) => (await db()).select().from(auditLog).where(eq(auditLog.target, `${kind}:${id}`)).orderBy(auditLog.id);
  /** The link a share answered, as a visitor's token opens it. */
  const opened = async (url: string) => resolvePreviewToken(db, new URL(url).searchParams.get('token') ?? '');

  describe.each(KINDS)('$kind', ({ kind, permission, share, revoke, list, entry, failureLog, draft }) => {
    const idle = { status: 'idle' } as const;

    it('asks for its own permission, not another kind\'s', async () => {
      const id = await draft(people.author, 'en');
      signIn('editor');
      const roles = PERMISSIONS as unknown as Record<string, readonly string[]>;
      const kept = { ...roles };
      try {
        // Editors lose every other kind's permission: this kind's actions still let them in…
        for (const other of KINDS) if (other.permission !== permission) roles[other.permission] = ['admin'];
        expect(await share(idle, form({ id }))).toMatchObject({ status: 'created' });
        // …and are refused once they lose this kind's.
        Object.assign(roles, kept);
        roles[permission] = ['admin'];
        expect(await share(idle, form({ id }))).toEqual({ status: 'denied', reason: 'forbidden' });
        expect(await redirectOf(revoke(form({ locale: 'es', id, link: 1 })))).toBe('/es/manage');
      } finally {
        Object.assign(roles, kept);
      }
      expect((await auditRows(kind, id)).map((row) => row.action)).toEqual(['preview.share']);
    });

    it('shares a link to the entry in its own language, records it in the audit log (never the token) and refreshes the list', async () => {
      const id = await draft(people.author, 'es');
      signIn('editor');
      const answer = await share(idle, form({ id, days: 30 }));
      expect(answer).toEqual({ status: 'created', url: expect.stringMatching(/^http:\/\/localhost:3000\/es\/preview\?token=[A-Za-z0-9_-]+$/), expiresAt: expect.any(String) });
      if (answer.status !== 'created') return;
      expect(await opened(answer.url)).toEqual({ kind, entryId: id, expiresAt: answer.expiresAt });
      expect(Date.parse(answer.expiresAt) - Date.now()).toBeGreaterThan(29 * 86_400_000);
      expect(state.refreshed).toBe(1);
      const rows = await auditRows(kind, id);
      expect(rows).toMatchObject([{ action: 'preview.share', actorId: people.editor.id, ip: '192.0.2.7', detail: { link: expect.any(Number), expiresAt: answer.expiresAt } }]);
      expect(JSON.stringify(rows)).not.toContain(new URL(answer.url).searchParams.get('token'));
    });

    it('lets an author share their own draft', async () => {
      const id = await draft(people.author, 'en');
      signIn('author');
      const answer = await share(idle, form({ id, days: 7 }));
      expect(answer).toMatchObject({ status: 'created', url: expect.stringContaining(`${SITE}/en/preview?token=`) });
    });

    it('refuses an account without the permission, a signed-out visitor and a post from another site, and makes no link', async () => {
      const id = await draft(people.author, 'en');
      signIn('bystander');
      expect(await share(idle, form({ id, days: 7 }))).toEqual({ status: 'denied', reason: 'forbidden' });
      state.jar.clear();
      expect(await share(idle, form({ id, days: 7 }))).toEqual({ status: 'denied', reason: 'signed-out' });
      signIn('editor');
      state.headers.set('origin', 'https://evil.example');
      expect(await share(idle, form({ id, days: 7 }))).toEqual({ status: 'denied', reason: 'bad-origin' });
      expect(await auditRows(kind, id)).toEqual([]);
      expect(state.refreshed).toBe(0);
    });

    it("refuses an unknown id, an id past 2³¹, no id and someone else's draft, and makes no link", async () => {
      const foreign = await draft(people.otherAuthor, 'en');
      signIn('author');
      for (const id of [foreign, 2_000_000_000, '99999999999999999999', '', 'abc']) {
        expect(await share(idle, form({ id, days: 7 })), String(id)).toEqual({ status: 'denied', reason: 'forbidden' });
      }
      expect(await auditRows(kind, foreign)).toEqual([]);
    });

    it('answers "failed" and logs the entry when the link cannot be stored', async () => {
      const id = await draft(people.author, 'en');
      signIn('editor');
      const error = vi.spyOn(log, 'error').mockImplementation(() => {});
      await (await db()).execute(sql.raw('ALTER TABLE preview_links RENAME TO preview_links_away'));
      try {
        expect(await share(idle, form({ id, days: 7 }))).toEqual({ status: 'failed' });
      } finally {
        await (await db()).execute(sql.raw('ALTER TABLE preview_links_away RENAME TO preview_links'));
      }
      expect(error).toHaveBeenCalledWith(failureLog, { error: expect.any(Error), [`${kind}Id`]: id });
      expect(await auditRows(kind, id)).toEqual([]);
    });

    it('revokes a link of the entry at once, once, and goes back to the editor saying so', async () => {
      const id = await draft(people.author, 'es');
      signIn('author');
      const answer = await share(idle, form({ id }));
      if (answer.status !== 'created') throw new Error(answer.status);
      const link = (await auditRows(kind, id))[0]!.detail as { link: number };

      expect(await redirectOf(revoke(form({ locale: 'es', id, link: link.link })))).toBe(`/es${entry}/${id}?preview=revoked#share-title`);
      expect(await opened(answer.url)).toBeNull();
      expect(await redirectOf(revoke(form({ locale: 'es', id, link: link.link })))).toBe(`/es${entry}/${id}?preview=kept#share-title`);
      expect(await redirectOf(revoke(form({ locale: 'en', id, link: 'abc' })))).toBe(`/en${entry}/${id}?preview=kept#share-title`);
      expect((await auditRows(kind, id)).map((row) => [row.action, row.detail])).toEqual([
        ['preview.share', expect.anything()],
        ['preview.revoke', { link: link.link }],
      ]);
    });

    it("keeps a link revoked through another entry's id, and sends back whoever may not touch the entry", async () => {
      const id = await draft(people.author, 'en');
      const other = await draft(people.author, 'en');
      const foreign = await draft(people.otherAuthor, 'en');
      signIn('editor');
      const answer = await share(idle, form({ id }));
      if (answer.status !== 'created') throw new Error(answer.status);
      const { link } = (await auditRows(kind, id))[0]!.detail as { link: number };

      // A link of this entry named under another of the same kind: not that entry's, kept.
      expect(await redirectOf(revoke(form({ locale: 'en', id: other, link })))).toBe(`/en${entry}/${other}?preview=kept#share-title`);
      // Someone else's draft, an unknown id, no id: back to the list.
      signIn('author');
      for (const unknown of [foreign, 2_000_000_000, '99999999999999999999', '']) {
        expect(await redirectOf(revoke(form({ locale: 'es', id: unknown, link }))), String(unknown)).toBe(`/es${list}`);
      }
      // No permission, signed out, another site: back to the admin area's start, in the form's language.
      signIn('bystander');
      expect(await redirectOf(revoke(form({ locale: 'es', id, link })))).toBe('/es/manage');
      state.jar.clear();
      expect(await redirectOf(revoke(form({ locale: 'en', id, link })))).toBe('/en/manage');
      signIn('editor');
      state.headers.set('origin', 'https://evil.example');
      expect(await redirectOf(revoke(form({ locale: 'xx', id, link })))).toBe('/en/manage');

      expect(await opened(answer.url)).toMatchObject({ kind, entryId: id });
      expect((await auditRows(kind, id)).map((row) => row.action)).toEqual(['preview.share']);
      expect(await auditRows(kind, other)).toEqual([]);
    });
  });
});
