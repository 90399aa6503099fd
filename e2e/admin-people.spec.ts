import type { Browser, Page } from '@playwright/test';
import { adminTest, expect } from './support/admin';
import { mailTo } from './support/mail';
import { E2E_ADMIN, E2E_BASE_URL } from './support/server-env.mjs';
import { waitForHydration } from './support/site';

/**
 * People (issue 56, finding 2): invitees are listed as pending until they join, with Resend (a new
 * link and mail; the old link refused) and Revoke (the link refused, in the visitor's language);
 * what each role may do, for every kind of content; the join page names the website's team.
 */

const stampOf = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** A browser with no cookies (Playwright would otherwise give new contexts the admin's session). */
async function stranger(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, storageState: { cookies: [], origins: [] } });
  return context.newPage();
}

const local = (link: string) => `${new URL(link).pathname}${new URL(link).search}`;
const linkIn = (text: string) => /https?:\/\/\S+\/manage\/join\?token=[\w-]{43}/.exec(text)?.[0] ?? '';

async function invite(page: Page, email: string, role: 'Author' | 'Editor'): Promise<string> {
  await page.goto('/en/manage/people');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: role });
  await page.getByRole('button', { name: 'Create invitation' }).click();
  await expect(page.getByRole('status')).toContainText(`Send this link to ${email}`);
  return page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
}

const pendingRow = (page: Page, email: string) => page.getByRole('region', { name: 'Pending invitations' }).getByRole('row').filter({ hasText: email });

adminTest('an invitee is pending until they join; Resend replaces the link, Revoke stops it, and the join page says why', async ({ page, browser }) => {
  adminTest.setTimeout(120_000);
  const email = `pending-${stampOf()}@otailo.test`;
  const first = await invite(page, email, 'Editor');
  const [firstMail] = await mailTo(email, { subject: /^You are invited to the Otailo website admin$/ });
  expect(linkIn(firstMail!.text)).toBe(first);
  expect(firstMail!.text).toContain('join the team that runs the Otailo website, as an editor');

  // Listed at once: the address, the role, who invited, when sent and until when the link works.
  const row = pendingRow(page, email);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(0)).toHaveText('Editor');
  await expect(row.getByRole('cell').nth(1)).toHaveText(E2E_ADMIN.email);
  await expect(row.getByRole('cell').nth(2)).toContainText(/\d{4}.*UTC/);
  await expect(row.getByRole('cell').nth(3)).toContainText(/\d{4}.*UTC/);

  // Resend: a second mail with a new link; the first link is refused as replaced.
  await row.getByRole('button', { name: `Resend the invitation to ${email}` }).click();
  const resent = page.getByRole('status').filter({ hasText: `A new link for ${email} works until` });
  await expect(resent).toContainText('the earlier link no longer works');
  const mails = await mailTo(email, { subject: /^You are invited/, count: 2 });
  expect(mails).toHaveLength(2);
  const second = linkIn(mails[1]!.text);
  expect(second).not.toBe(first);
  expect(second).not.toBe('');
  await expect(resent.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(second);
  const visitor = await stranger(browser);
  expect((await visitor.goto(local(first)))?.status()).toBe(410);
  await expect(visitor.getByRole('main').getByRole('alert')).toHaveText('A newer invitation replaced this one: open the link in the latest invitation email you received.');
  await expect(visitor.getByLabel('Password')).toHaveCount(0);
  // Still one row for the address, with the new sending.
  await page.reload();
  await expect(pendingRow(page, email)).toHaveCount(1);

  // Revoke: the row leaves the list, and the latest link is refused, in each visitor's language.
  await pendingRow(page, email).getByRole('button', { name: `Revoke the invitation to ${email}` }).click();
  await expect(page.getByRole('status')).toHaveText('Invitation revoked: its link no longer works.');
  await expect(pendingRow(page, email)).toHaveCount(0);
  expect((await visitor.goto(local(second)))?.status()).toBe(410);
  await expect(visitor.getByRole('main').getByRole('alert')).toHaveText('An admin revoked this invitation, so its link no longer works. If you still need access, ask them for a new one.');
  const spanish = local(second).replace('/en/', '/es/');
  expect((await visitor.goto(spanish))?.status()).toBe(410);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Únete al equipo del sitio web de Otailo');
  await expect(visitor.getByRole('main').getByRole('alert')).toHaveText('Un administrador revocó esta invitación, así que su enlace ya no funciona. Si todavía necesitas acceso, pídele una nueva.');
  await visitor.context().close();

  // Both changes are in the audit log, by the admin.
  const csv = await (await page.request.get(`/api/admin/audit/export?actor=${encodeURIComponent(E2E_ADMIN.email)}`)).text();
  expect(csv).toContain(`,${E2E_ADMIN.email},user.invite-resend,invite:${email},`);
  expect(csv).toContain(`,${E2E_ADMIN.email},user.invite-revoke,invite:${email},`);
  // The log names both in words, in each language.
  await page.goto('/en/manage/audit?action=user.invite-resend');
  await expect(page.getByRole('cell', { name: 'Resent an invitation' }).first()).toBeVisible();
  await page.goto('/es/manage/audit?action=user.invite-revoke');
  await expect(page.getByRole('cell', { name: 'Revocó una invitación' }).first()).toBeVisible();
});

adminTest('a new invitee joins, in Spanish, told what their role may do, and leaves the pending list', async ({ page, browser }) => {
  const email = `joins-${stampOf()}@otailo.test`;
  const link = await invite(page, email, 'Author');
  await expect(pendingRow(page, email)).toHaveCount(1);
  const newcomer = await stranger(browser);
  await newcomer.goto(local(link).replace('/en/', '/es/'));
  await expect(newcomer.getByRole('heading', { level: 1 })).toHaveText('Únete al equipo del sitio web de Otailo');
  await expect(newcomer.getByText(`Elige una contraseña para ${email} y únete, con el rol de Autor, al equipo que administra el sitio web de Otailo.`)).toBeVisible();
  await expect(newcomer.getByRole('listitem').filter({ hasText: 'Escribe sus propios borradores de artículos del blog, casos de clientes, ofertas de empleo y páginas' })).toBeVisible();
  await waitForHydration(newcomer);
  await newcomer.getByLabel('Contraseña').fill('a long newcomer passphrase');
  await newcomer.getByRole('button', { name: 'Guardar contraseña y entrar' }).click();
  await expect(newcomer).toHaveURL(/\/es\/manage$/);
  await expect(newcomer.getByRole('heading', { name: 'Panel' })).toBeVisible();
  // The link is now used: it says so, and the invitation has left the pending list.
  const again = await stranger(browser);
  expect((await again.goto(local(link)))?.status()).toBe(410);
  await expect(again.getByRole('main').getByRole('alert')).toContainText('This invitation has already been used to join.');
  await expect(again.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
  await page.goto('/en/manage/people');
  await expect(pendingRow(page, email)).toHaveCount(0);
  await again.context().close();
  await newcomer.context().close();
});

adminTest('each role says what it may do with every kind of content, where the role is chosen, in both languages', async ({ page }) => {
  await page.goto('/en/manage/people');
  await waitForHydration(page);
  const rights = page.getByRole('region', { name: 'What each role may do' });
  await expect(rights.getByRole('definition').nth(0)).toHaveText(
    'Writes and publishes blog posts, customer stories, job openings, and pages.Manages resources, integrations, the media library, site settings, leads, the newsletter, analytics, and team accounts.',
  );
  await expect(rights.getByRole('definition').nth(1)).toContainText('No access to leads, the newsletter, analytics, and team accounts.');
  await expect(rights.getByRole('definition').nth(2)).toContainText('Writes their own drafts of blog posts, customer stories, job openings, and pages and submits them for review');
  // The invite form describes the role chosen, and the role select points to it.
  const role = page.getByRole('combobox', { name: 'Role', exact: true });
  await expect(role).toHaveAccessibleDescription(/^Writes their own drafts of blog posts/);
  await role.selectOption({ label: 'Editor' });
  await expect(role).toHaveAccessibleDescription(/^Writes and publishes blog posts.*Manages resources, integrations, the media library, and site settings\..*No access to leads/);

  await page.goto('/es/manage/people');
  await waitForHydration(page);
  const derechos = page.getByRole('region', { name: 'Lo que puede hacer cada rol' });
  await expect(derechos.getByRole('definition').nth(1)).toContainText('Escribe y publica artículos del blog, casos de clientes, ofertas de empleo y páginas.');
  await expect(derechos.getByRole('definition').nth(1)).toContainText('Gestiona recursos, integraciones, la biblioteca de medios y los ajustes del sitio.');
  await expect(page.getByRole('combobox', { name: 'Rol', exact: true })).toHaveAccessibleDescription(/^Escribe sus propios borradores de artículos del blog/);
});
