import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { freshDatabase, testBackends } from '@/test/databases';
import { siteSettings, users } from '@/test/tables';
import { checkNavigation, storedNavigation, type SiteNavigation } from './shared/navigation';
import { checkSettings, settingsValues, storedSettings, withFields, withNavigation } from './shared/settings';
import { discardDraft, publishSettings, readPublishedSettings, readSettings, saveDraft, SettingsConflictError } from './store';

describe('checkSettings', () => {
  it('keeps only what was typed, trimmed, in the stored shape', () => {
    expect(checkSettings({ phone: ' +34 910 000 000 ', email: '', linkedin: 'https://www.linkedin.com/company/otailo', demoLabelEs: 'Pide tu demo' })).toEqual({
      ok: true,
      settings: { phone: '+34 910 000 000', social: { linkedin: 'https://www.linkedin.com/company/otailo' }, demoLabel: { es: 'Pide tu demo' } },
    });
    expect(checkSettings({})).toEqual({ ok: true, settings: {} });
  });

  it('names each wrong field: a phone with letters, a bad email, another host, a non-https address, markup, a long label', () => {
    expect(
      checkSettings({
        phone: 'call us',
        email: 'hello@',
        linkedin: 'https://evil.example/linkedin.com',
        x: 'javascript:alert(1)',
        youtube: 'http://www.youtube.com/@otailo',
        demoLabelEn: '<b>Demo</b>',
        demoLabelEs: 'x'.repeat(41),
      }),
    ).toEqual({ ok: false, errors: { phone: 'phone', email: 'email', linkedin: 'host', x: 'url', youtube: 'url', demoLabelEn: 'label', demoLabelEs: 'tooLong' } });
    expect(checkSettings({ linkedin: 'https://user:pass@www.linkedin.com/x' })).toMatchObject({ ok: false, errors: { linkedin: 'url' } });
  });

  it('reads stored content back through the same checks, dropping what no longer passes', () => {
    expect(storedSettings({ phone: '+1 212 555 0100', email: 'not-an-email', social: { x: 'https://x.com/otailo', other: 'https://a.example' }, extra: 1 })).toEqual({
      phone: '+1 212 555 0100',
      social: { x: 'https://x.com/otailo' },
    });
    expect(storedSettings(null)).toEqual({});
    expect(storedSettings('text')).toEqual({});
    expect(settingsValues({ demoLabel: { en: 'Talk to us' } })).toMatchObject({ demoLabelEn: 'Talk to us', phone: undefined });
  });
});

const menus = (label: string): SiteNavigation => ({
  header: [
    { kind: 'menu', label: 'Solutions', groups: [{ links: [{ label, href: '/solutions-returns', description: 'Returns that pay' }] }] },
    { kind: 'link', label: 'Customers', href: '/customers' },
  ],
  footer: [{ title: 'Company', links: [{ label: 'Status', href: 'https://status.otailo.com' }] }],
});

describe('the navigation settings', () => {
  it('keeps menus made of site paths and https addresses, trimmed', () => {
    const typed = menus('  Returns  ');
    expect(checkNavigation(typed)).toEqual({ ok: true, navigation: menus('Returns') });
    expect(checkNavigation({ header: [{ kind: 'link', label: 'Home', href: '/' }], footer: [] })).toMatchObject({ ok: true });
  });

  it('names each refused field by its path: a script link, another scheme, a protocol-relative address, a blank label, too many entries', () => {
    const bad = menus('Returns');
    const header = bad.header as [Extract<SiteNavigation['header'][number], { kind: 'menu' }>, Extract<SiteNavigation['header'][number], { kind: 'link' }>];
    header[0].groups[0]!.links[0]!.href = 'javascript:alert(1)';
    header[1].href = '//evil.example/x';
    bad.footer[0]!.links[0]!.href = 'http://status.otailo.com';
    bad.footer[0]!.title = '   ';
    expect(checkNavigation(bad)).toEqual({
      ok: false,
      errors: {
        'navigation.header.0.groups.0.links.0.href': 'invalidUrl',
        'navigation.header.1.href': 'invalidUrl',
        'navigation.footer.0.title': 'required',
        'navigation.footer.0.links.0.href': 'invalidUrl',
      },
    });
    const crowded = { header: Array.from({ length: 7 }, () => ({ kind: 'link', label: 'x', href: '/' })), footer: [] };
    expect(checkNavigation(crowded)).toEqual({ ok: false, errors: { 'navigation.header': 'tooMany' } });
    expect(checkNavigation({ header: [], footer: [] })).toEqual({ ok: false, errors: { 'navigation.header': 'required' } });
    expect(checkNavigation('menus')).toMatchObject({ ok: false });
  });

  it('reads each language back on its own: a language that no longer passes shows the site’s own menus', () => {
    expect(storedNavigation({ en: menus('Returns'), es: { header: 'broken' }, fr: menus('Retours') })).toEqual({ en: menus('Returns') });
    expect(storedNavigation({ es: null })).toBeUndefined();
    expect(storedSettings({ phone: '+1 212 555 0100', navigation: { es: menus('Devoluciones') } })).toEqual({ phone: '+1 212 555 0100', navigation: { es: menus('Devoluciones') } });
  });

  it('changes one part of the document and keeps the rest: the fields, one language’s menus', () => {
    const base = { phone: '+1 212 555 0100', navigation: { en: menus('Returns'), es: menus('Devoluciones') } };
    expect(withFields({ email: 'sales@otailo.com' })(base)).toEqual({ email: 'sales@otailo.com', navigation: base.navigation });
    expect(withNavigation('es', menus('Cambios'))(base)).toEqual({ phone: '+1 212 555 0100', navigation: { en: menus('Returns'), es: menus('Cambios') } });
    expect(withNavigation('en', null)(base)).toEqual({ phone: '+1 212 555 0100', navigation: { es: menus('Devoluciones') } });
    expect(withNavigation('es', null)(withNavigation('en', null)(base))).toEqual({ phone: '+1 212 555 0100' });
  });
});

describe.each(testBackends())('the site settings on %s', (backend) => {
  let handle: DatabaseHandle;
  let editor: number;
  const db = () => handle.db;
  beforeAll(async () => {
    handle = await freshDatabase(backend);
    const [row] = await db().insert(users).values({ email: 'settings-editor@example.com', passwordHash: 'x', role: 'editor' }).returning();
    editor = row!.id;
  });
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await db().delete(siteSettings);
  });

  it('keeps a draft apart from what is published until it is published, then removes the draft', async () => {
    expect(await readSettings(db())).toEqual({ published: null, draft: null });
    expect(await saveDraft(db(), withFields({ phone: '+1 212 555 0100' }), 0, editor)).toBe(1);
    expect(await saveDraft(db(), withFields({ phone: '+1 212 555 0101' }), 1, editor)).toBe(2);
    expect(await readPublishedSettings(db())).toEqual({});
    expect((await readSettings(db())).draft).toMatchObject({ settings: { phone: '+1 212 555 0101' }, version: 2, updatedBy: editor });

    expect(await publishSettings(db(), withFields({ phone: '+1 212 555 0101' }), { published: 0, draft: 2 }, editor)).toMatchObject({ version: 1 });
    expect(await readPublishedSettings(db())).toEqual({ phone: '+1 212 555 0101' });
    expect((await readSettings(db())).draft).toBeNull();
    // Published again straight from the form, with no draft in between.
    expect(await publishSettings(db(), withFields({ email: 'sales@otailo.com' }), { published: 1, draft: 0 }, editor)).toEqual({ version: 2, settings: { email: 'sales@otailo.com' } });
    expect(await readPublishedSettings(db())).toEqual({ email: 'sales@otailo.com' });
  });

  it('refuses a save, publish or discard made from a version someone else moved on, and writes nothing', async () => {
    await saveDraft(db(), withFields({ phone: '+1 212 555 0100' }), 0, editor);
    // Two editors opened the draft at version 1; the first saves.
    await saveDraft(db(), withFields({ phone: '+1 212 555 0111' }), 1, editor);
    await expect(saveDraft(db(), withFields({ phone: '+1 212 555 0122' }), 1, editor)).rejects.toBeInstanceOf(SettingsConflictError);
    await expect(saveDraft(db(), withFields({ phone: '+1 212 555 0122' }), 0, editor)).rejects.toBeInstanceOf(SettingsConflictError);
    // A publish from the stale draft leaves both rows as they were.
    await expect(publishSettings(db(), withFields({ phone: '+1 212 555 0122' }), { published: 0, draft: 1 }, editor)).rejects.toBeInstanceOf(SettingsConflictError);
    // So does a publish from a form opened when there was no draft.
    await expect(publishSettings(db(), withFields({ phone: '+1 212 555 0122' }), { published: 0, draft: 0 }, editor)).rejects.toBeInstanceOf(SettingsConflictError);
    expect(await readSettings(db())).toMatchObject({ published: null, draft: { settings: { phone: '+1 212 555 0111' }, version: 2 } });
    expect(await discardDraft(db(), 1)).toBe(false);
    expect(await discardDraft(db(), 2)).toBe(true);
    expect(await readSettings(db())).toEqual({ published: null, draft: null });
  });

  it('saves the menus and the fields over each other’s draft without losing either', async () => {
    await publishSettings(db(), withNavigation('en', menus('Returns')), { published: 0, draft: 0 }, editor);
    // The contact screen's draft starts from the published menus and keeps them.
    expect(await saveDraft(db(), withFields({ phone: '+1 212 555 0100' }), 0, editor)).toBe(1);
    expect(await saveDraft(db(), withNavigation('es', menus('Devoluciones')), 1, editor)).toBe(2);
    expect((await readSettings(db())).draft?.settings).toEqual({ phone: '+1 212 555 0100', navigation: { en: menus('Returns'), es: menus('Devoluciones') } });
    // Publishing the fields publishes the whole draft, the Spanish menus with them.
    await publishSettings(db(), withFields({ phone: '+1 212 555 0199' }), { published: 1, draft: 2 }, editor);
    expect(await readPublishedSettings(db())).toEqual({ phone: '+1 212 555 0199', navigation: { en: menus('Returns'), es: menus('Devoluciones') } });
  });

  it('never lets two publishes from the same version both land', async () => {
    await publishSettings(db(), withFields({ phone: '+1 212 555 0100' }), { published: 0, draft: 0 }, editor);
    const results = await Promise.allSettled([
      publishSettings(db(), withFields({ phone: '+1 212 555 0101' }), { published: 1, draft: 0 }, editor),
      publishSettings(db(), withFields({ phone: '+1 212 555 0102' }), { published: 1, draft: 0 }, editor),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect((await readSettings(db())).published?.version).toBe(2);
  });
});
