import { createTranslator } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import type { AuthResult } from '@/lib/features/people/shared/types';
import { AccessDenied } from './AccessDenied';
import { adminScreenMetadata, guardAdminScreen } from './admin-screen';

// Translations from the catalogue, without Next.js's request scope.
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'en'; namespace: 'Admin' }) => createTranslator({ locale, messages: en, namespace }),
}));
// next-intl's navigation needs Next.js's module resolution; the access-denied screen is not rendered here.
vi.mock('@/lib/infra/routing/navigation', () => ({ Link: () => null }));
vi.mock('@/lib/infra/routing/locale-params', () => ({ localeOf: async (params: Promise<{ locale: string }>) => (await params).locale }));
const auth = vi.hoisted(() => ({ result: { ok: false, reason: 'signed-out' } as AuthResult, asked: [] as string[] }));
vi.mock('@/lib/features/people', () => ({
  requireRole: async (permission: string) => {
    auth.asked.push(permission);
    return auth.result;
  },
}));

describe('guardAdminScreen', () => {
  beforeEach(() => {
    auth.asked = [];
  });

  it('asks for the permission and hands over the account and the Admin messages', async () => {
    const user = { id: 7, email: 'editor@otailo.test', role: 'editor' } as const;
    auth.result = { ok: true, user };
    const screen = await guardAdminScreen('en', 'posts', '/manage/posts/new');
    expect(auth.asked).toEqual(['posts']);
    expect(screen.ok && screen.user).toEqual(user);
    expect(screen.ok && screen.t('auditTitle')).toBe(en.Admin.auditTitle);
  });

  it('refuses a signed-out visitor with the access-denied screen that signs in back to the page', async () => {
    auth.result = { ok: false, reason: 'signed-out' };
    const screen = await guardAdminScreen('es', 'audit', '/manage/audit');
    expect(screen.ok).toBe(false);
    if (screen.ok) return;
    expect(screen.reason).toBe('signed-out');
    expect(screen.denied.type).toBe(AccessDenied);
    expect(screen.denied.props).toEqual({ locale: 'es', reason: 'signed-out', next: '/es/manage/audit' });
  });

  it('refuses a role without the permission; without a path, sign-in leads to the dashboard', async () => {
    auth.result = { ok: false, reason: 'forbidden' };
    const screen = await guardAdminScreen('en', 'posts');
    expect(!screen.ok && screen.denied.props).toEqual({ locale: 'en', reason: 'forbidden', next: undefined });
  });
});

describe('adminScreenMetadata', () => {
  it('titles the screen from the Admin messages, at its path, and keeps it out of search engines', async () => {
    const metadata = await adminScreenMetadata('/manage/leads', 'leadsTitle')({ params: Promise.resolve({ locale: 'en' }) });
    expect(String((metadata.title as { absolute: string }).absolute)).toContain(en.Admin.leadsTitle);
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.alternates?.canonical).toMatch(/\/en\/manage\/leads$/);
  });

  it('takes a nested title key', async () => {
    const metadata = await adminScreenMetadata('/manage/join', 'join.title')({ params: Promise.resolve({ locale: 'en' }) });
    expect(String((metadata.title as { absolute: string }).absolute)).toContain(en.Admin.join.title);
  });
});
