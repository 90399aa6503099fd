/**
 * The settings screen's and the menus screen's actions as the browser posts them, on a fresh
 * database: the role step (the session is the test's), the checks, the versions, what the table
 * and the audit log hold, and that each screen keeps the other's part of the document.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import type { AuthUser } from '@/lib/features/people/shared/types';
import { freshDatabase, testBackends } from '@/test/databases';
import { auditLog, siteSettings, users } from '@/test/tables';

const state = vi.hoisted(() => ({ handle: undefined as DatabaseHandle | undefined, user: null as AuthUser | null, expired: 0 }));

/** What the mocked `redirect` throws: the address. */
class Redirected extends Error {
  constructor(readonly to: string) {
    super(`redirect ${to}`);
  }
}

vi.mock('@/lib/infra/db', async () => (await import('@/test/support/action-session')).testDatabase(state));
vi.mock('@/lib/features/people', async (original) => (await import('@/test/support/action-session')).testSession(original, state));
vi.mock('next/cache', async (original) => ({ ...(await original<object>()), updateTag: () => void (state.expired += 1) }));
vi.mock('next/navigation', async (original) => ({
  ...(await original<object>()),
  redirect: (to: string) => {
    throw new Redirected(to);
  },
}));
vi.mock('@/lib/features/audit', async (original) => {
  const door = await original<typeof import('@/lib/features/audit')>();
  return { ...door, audit: (entry: Parameters<typeof door.audit>[0]) => door.auditStore().record(entry) };
});

const { saveSettingsAction } = await import('./save-settings');
const { saveNavigationAction } = await import('./save-navigation');

const form = (fields: Record<string, string | number>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, String(value));
  return data;
};
const post = (fields: Record<string, string | number>) => saveSettingsAction({ status: 'idle' }, form({ locale: 'en', draftVersion: 0, publishedVersion: 0, ...fields }));
async function redirectOf(action: Promise<unknown>): Promise<string> {
  const thrown = await action.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(thrown instanceof Redirected)) throw new Error(`expected a redirect, got ${JSON.stringify(thrown)}`);
  return thrown.to;
}

describe.each(testBackends())('the site settings action on %s', (backend) => {
  const people = {} as Record<'editor' | 'author' | 'reader', AuthUser>;
  const rows = async () => (await state.handle!.db.select().from(siteSettings)).map(({ state: row, content, version }) => ({ row, content, version }));

  beforeAll(async () => {
    state.handle = await freshDatabase(backend);
    for (const role of ['editor', 'author', 'user'] as const) {
      const email = `settings-${role}@example.com`;
      const [created] = await state.handle.db.insert(users).values({ email, passwordHash: 'x', role }).returning();
      people[role === 'user' ? 'reader' : role] = { id: created!.id, email, role };
    }
  });
  afterAll(() => state.handle?.close());
  beforeEach(async () => {
    await state.handle!.db.delete(siteSettings);
    state.user = people.editor;
  });

  it('refuses an author, a bare account and no one, and writes nothing', async () => {
    for (const user of [people.author, people.reader, null]) {
      state.user = user;
      expect(await post({ phone: '+1 212 555 0100', intent: 'publish' })).toEqual({ status: 'denied', reason: user ? 'forbidden' : 'signed-out' });
    }
    expect(await rows()).toEqual([]);
  });

  it('saves a draft, publishes it (expiring the public copy) and records both in the audit log', async () => {
    const expired = state.expired;
    expect(await redirectOf(post({ phone: ' +1 212 555 0100 ', x: 'https://x.com/otailo', intent: 'save' }))).toBe('/en/manage/settings?done=draft');
    expect(await rows()).toEqual([{ row: 'draft', content: { phone: '+1 212 555 0100', social: { x: 'https://x.com/otailo' } }, version: 1 }]);
    expect(state.expired).toBe(expired);
    expect(await redirectOf(post({ phone: '+1 212 555 0100', intent: 'publish', draftVersion: 1, locale: 'es' }))).toBe('/es/manage/settings?done=published');
    expect(await rows()).toEqual([{ row: 'published', content: { phone: '+1 212 555 0100' }, version: 1 }]);
    expect(state.expired).toBe(expired + 1);
    const logged = await state.handle!.db.select().from(auditLog);
    expect(logged.map((entry) => entry.action).filter((action) => action.startsWith('settings.'))).toEqual(['settings.draft', 'settings.publish']);
    expect(logged.find((entry) => entry.action === 'settings.publish')?.detail).toEqual({ version: 1, settings: { phone: '+1 212 555 0100' } });
  });

  it('gives each wrong field back with what was typed, and refuses stale versions without writing', async () => {
    expect(await post({ phone: 'call us', youtube: 'https://evil.example/', demoLabelEn: 'Demo', intent: 'publish' })).toEqual({
      status: 'invalid',
      errors: { phone: 'phone', youtube: 'host' },
      values: { phone: 'call us', email: '', linkedin: '', x: '', youtube: 'https://evil.example/', demoLabelEn: 'Demo', demoLabelEs: '' },
    });
    expect(await rows()).toEqual([]);
    await redirectOf(post({ email: 'sales@otailo.com', intent: 'save' }));
    // Opened before that draft existed: both a save and a publish are refused.
    expect(await post({ email: 'other@otailo.com', intent: 'save' })).toMatchObject({ status: 'conflict', values: { email: 'other@otailo.com' } });
    expect(await post({ email: 'other@otailo.com', intent: 'publish' })).toMatchObject({ status: 'conflict' });
    expect(await post({ intent: 'discard', draftVersion: 7 })).toMatchObject({ status: 'failed', reason: 'noDraft' });
    expect(await rows()).toEqual([{ row: 'draft', content: { email: 'sales@otailo.com' }, version: 1 }]);
    expect(await redirectOf(post({ intent: 'discard', draftVersion: 1 }))).toBe('/en/manage/settings?done=discarded');
    expect(await rows()).toEqual([]);
  });
});

const menus = (label: string) => ({
  header: [{ kind: 'menu', label: 'Solutions', groups: [{ heading: 'Returns', links: [{ label, href: '/solutions-returns' }] }] }, { kind: 'link', label: 'Customers', href: '/customers' }],
  footer: [{ title: 'Company', links: [{ label: 'Status', href: 'https://status.otailo.com' }] }],
});
const postMenus = (fields: Record<string, string | number>) =>
  saveNavigationAction({ status: 'idle' }, form({ locale: 'en', language: 'es', draftVersion: 0, publishedVersion: 0, intent: 'save', ...fields }));

describe.each(testBackends())('the menus action on %s', (backend) => {
  const people = {} as Record<'editor' | 'author', AuthUser>;
  const stored = async () => Object.fromEntries((await state.handle!.db.select().from(siteSettings)).map((row) => [row.state, row.content]));

  beforeAll(async () => {
    state.handle = await freshDatabase(backend);
    for (const role of ['editor', 'author'] as const) {
      const email = `menus-${role}@example.com`;
      const [created] = await state.handle.db.insert(users).values({ email, passwordHash: 'x', role }).returning();
      people[role] = { id: created!.id, email, role };
    }
  });
  afterAll(() => state.handle?.close());
  beforeEach(async () => {
    await state.handle!.db.delete(siteSettings);
    state.user = people.editor;
  });

  it('refuses an author and no one', async () => {
    for (const user of [people.author, null]) {
      state.user = user;
      expect(await postMenus({ navigation: JSON.stringify(menus('Devoluciones')), intent: 'publish' })).toEqual({ status: 'denied', reason: user ? 'forbidden' : 'signed-out' });
    }
    expect(await stored()).toEqual({});
  });

  it('publishes one language’s menus beside the published phone and the other language’s menus, and audits it', async () => {
    await redirectOf(post({ phone: '+1 212 555 0100', intent: 'publish' }));
    await redirectOf(postMenus({ navigation: JSON.stringify(menus('Returns')), language: 'en', intent: 'publish', publishedVersion: 1 }));
    expect(await redirectOf(postMenus({ navigation: JSON.stringify(menus('  Devoluciones ')), intent: 'publish', publishedVersion: 2 }))).toBe('/en/manage/settings/navigation?lang=es&done=published');
    expect(await stored()).toEqual({ published: { phone: '+1 212 555 0100', navigation: { en: menus('Returns'), es: menus('Devoluciones') } } });
    // The settings screen's publish keeps the menus.
    await redirectOf(post({ phone: '+1 212 555 0199', intent: 'publish', publishedVersion: 3 }));
    expect(await stored()).toEqual({ published: { phone: '+1 212 555 0199', navigation: { en: menus('Returns'), es: menus('Devoluciones') } } });
    // Back to the site's own Spanish menus, as a draft first.
    expect(await redirectOf(postMenus({ intent: 'reset' }))).toBe('/en/manage/settings/navigation?lang=es&done=draft');
    expect((await stored()).draft).toEqual({ phone: '+1 212 555 0199', navigation: { en: menus('Returns') } });
    const logged = (await state.handle!.db.select().from(auditLog)).filter((entry) => (entry.detail as { part?: string } | null)?.part === 'navigation');
    expect(logged.map((entry) => [entry.action, (entry.detail as { language: string }).language])).toEqual([
      ['settings.publish', 'en'],
      ['settings.publish', 'es'],
      ['settings.draft', 'es'],
    ]);
  });

  it('gives the refused fields by path, and refuses what is not menus, too long, or from a stale version, writing nothing', async () => {
    const bad = menus('Devoluciones');
    bad.header[1]!.href = 'javascript:alert(1)';
    expect(await postMenus({ navigation: JSON.stringify(bad) })).toEqual({ status: 'invalid', errors: { 'navigation.header.1.href': 'invalidUrl' } });
    for (const navigation of ['{', 'null', '"menus"', JSON.stringify({ ...menus('x'), header: Array.from({ length: 7 }, () => menus('x').header[1]) }), ' '.repeat(200_000)]) {
      expect(await postMenus({ navigation })).toMatchObject({ status: 'invalid' });
    }
    expect(await stored()).toEqual({});
    await redirectOf(postMenus({ navigation: JSON.stringify(menus('Devoluciones')) }));
    expect(await postMenus({ navigation: JSON.stringify(menus('Cambios')) })).toEqual({ status: 'conflict' });
    expect(await postMenus({ navigation: JSON.stringify(menus('Cambios')), intent: 'publish' })).toEqual({ status: 'conflict' });
    expect(await stored()).toEqual({ draft: { navigation: { es: menus('Devoluciones') } } });
  });
});
