import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { adminTest, choosePublished, expect, saveAndStay, signIn } from './support/admin';
import { expectNoViolations } from './support/axe';
import { mailTo } from './support/mail';
import { E2E_ADMIN, E2E_BASE_URL } from './support/server-env.mjs';
import { waitForHydration } from './support/site';

/**
 * The editorial workflow in a real browser (issue 24): scheduling, optimistic concurrency,
 * revisions, the three roles, People invitations and the audit log.
 */

const alert = (page: Page) => page.locator('[role="alert"]:not(#__next-route-announcer__)');
const stampOf = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

async function visitorContext(playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } }) {
  return playwright.request.newContext({ baseURL: E2E_BASE_URL, storageState: { cookies: [], origins: [] } });
}

/** Fills the new-post form (the required fields), leaving the status to the caller. */
async function fillNewPost(page: Page, title: string, body = 'The first paragraph.') {
  await page.goto('/en/manage/posts/new');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Excerpt' }).fill('Written by the editorial e2e test.');
  await page.getByRole('textbox', { name: 'Category' }).fill('Workflow');
  await page.getByRole('textbox', { name: 'Image URL' }).fill('/images/blog/photo-first-returns.jpg');
  await page.getByRole('textbox', { name: 'Full Content' }).fill(body);
}

/** The id of a post, from its Edit link on the dashboard. */
async function postIdOf(page: Page, title: string): Promise<number> {
  await page.goto('/en/manage');
  const href = await page.getByRole('link', { name: `Edit “${title}”` }).getAttribute('href');
  return Number(/\/manage\/posts\/(\d+)/.exec(href ?? '')?.[1]);
}

async function createPublished(page: Page, title: string, body?: string): Promise<number> {
  await fillNewPost(page, title, body);
  await choosePublished(page);
  return saveAndStay(page);
}

async function editTitle(page: Page, id: number, title: string) {
  await page.goto(`/en/manage/posts/${id}`);
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await saveAndStay(page);
}

adminTest('a post scheduled a few seconds ahead goes live at that moment for visitors: page, list, feed and sitemap', async ({ page, playwright }) => {
  adminTest.setTimeout(90_000);
  const stamp = stampOf();
  const title = `Scheduled ${stamp}`;
  const path = `/en/blog/scheduled-${stamp}`;
  const visitor = await visitorContext(playwright);
  // The list is in the shared cache before the schedule: its expiry must come from the clock.
  expect((await visitor.get('/en/blog')).status()).toBe(200);

  await fillNewPost(page, title);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('scheduled');
  const when = page.getByLabel('Publish on');
  await expect(page.getByText(/Your time zone: .+\. The post goes live at that minute/)).toBeVisible();
  // Fifteen seconds from now, typed in the browser's own time zone.
  const { local, at } = await page.evaluate(() => {
    const date = new Date(Date.now() + 15_000);
    date.setMilliseconds(0);
    const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
    return { local: shifted.toISOString().slice(0, 19), at: date.getTime() };
  });
  await when.fill(local);
  await saveAndStay(page);

  // Until its moment, nobody outside sees it.
  expect((await visitor.get(path)).status()).toBe(404);
  expect(await (await visitor.get('/en/blog')).text()).not.toContain(title);
  await page.goto('/en/manage');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();

  await expect
    .poll(async () => (await visitor.get(path)).status(), { timeout: Math.max(at - Date.now(), 0) + 10_000, intervals: [250] })
    .toBe(200);
  const liveAt = Date.now();
  expect(liveAt, 'not before its time').toBeGreaterThanOrEqual(at - 1000);
  expect(liveAt - at, 'within seconds of its time').toBeLessThan(7_000);
  expect(await (await visitor.get('/en/blog')).text()).toContain(title);
  expect(await (await visitor.get('/en/feed.xml')).text()).toContain(title);
  expect(await (await visitor.get('/sitemap.xml')).text()).toContain(path);
  await page.goto('/en/manage');
  await expect(page.getByRole('row').filter({ hasText: title }).getByText('Published', { exact: true })).toBeVisible();
  await visitor.dispose();
  // Its author (the admin who wrote it) is told the clock published it.
  await mailTo(E2E_ADMIN.email, { subject: new RegExp(`^Published: “${title}”$`), containing: 'went live at the time it was scheduled for' });
});

adminTest('two editors on one post: the second save of the old version is refused, and both texts are kept', async ({ page, context, playwright }) => {
  adminTest.setTimeout(90_000);
  const stamp = stampOf();
  const id = await createPublished(page, `Shared ${stamp}`);
  const other = await context.newPage();
  for (const tab of [page, other]) {
    await tab.goto(`/en/manage/posts/${id}`);
    await waitForHydration(tab);
  }
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`First editor ${stamp}`);
  await saveAndStay(page);

  await other.getByRole('textbox', { name: 'Title', exact: true }).fill(`Second editor ${stamp}`);
  await other.getByRole('button', { name: 'Save Post' }).click();
  await expect(alert(other)).toContainText('Someone else saved this post while you were editing (it is now at version 2)');
  // The refused text stays in the form, and the stored post is the first editor's.
  await expect(other.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`Second editor ${stamp}`);
  const visitor = await visitorContext(playwright);
  expect(await (await visitor.get(`/en/blog/shared-${stamp}`)).text()).toContain(`First editor ${stamp}`);
  await visitor.dispose();

  // The history holds both: the first editor's save and the refused one.
  await other.goto(`/en/manage/posts/${id}`);
  const history = other.getByRole('region', { name: 'History' });
  await expect(history.getByText('Conflicting save, not applied')).toBeVisible();
  await history.getByRole('link', { name: /Compare with the current text \(Version 1 · .* · admin@otailo\.test\)/ }).first().click();
  await expect(other.locator('#history-diff del')).toContainText(['Second']);
  await expect(other.locator('#history-diff ins')).toContainText(['First']);
});

adminTest('revision history: each save of a published post is listed, compared word by word, and restored', async ({ page, playwright }) => {
  adminTest.setTimeout(90_000);
  const stamp = stampOf();
  const id = await createPublished(page, `Original ${stamp}`, 'Refunds take five days.');
  await editTitle(page, id, `Second ${stamp}`);
  await editTitle(page, id, `Third ${stamp}`);

  await page.goto(`/en/manage/posts/${id}`);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByRole('listitem').first()).toContainText(/Saved\s*Version 3 · .* UTC · admin@otailo\.test/);
  await expectNoViolations(page, 'editor with history');

  // The oldest revision, compared with the current text.
  await history.getByRole('link', { name: /Compare with the current text \(Version 1 / }).click();
  const diff = page.locator('#history-diff');
  await expect(diff.getByRole('heading', { name: 'Version 1 compared with the current text' })).toBeVisible();
  await expect(diff.locator('del')).toContainText([`Original ${stamp}`.split(' ')[0]!]);
  await expect(diff.locator('ins')).toContainText(['Third']);
  await expectNoViolations(page, 'revision comparison');

  await page.getByRole('region', { name: 'History' }).getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The revision was restored' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`Original ${stamp}`);
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem').first()).toContainText('Restored');
  const visitor = await visitorContext(playwright);
  expect(await (await visitor.get(`/en/blog/original-${stamp}`)).text()).toContain(`Original ${stamp}`);
  await visitor.dispose();

  // A restore from a page opened before another save is refused.
  await page.goto(`/en/manage/posts/${id}`);
  const stale = page.getByRole('region', { name: 'History' }).getByRole('button', { name: 'Restore version 2' });
  await editTitle(await page.context().newPage(), id, `Fourth ${stamp}`);
  await stale.click();
  await expect(page.getByRole('status').filter({ hasText: 'The revision was not restored' })).toBeVisible();
});

/** Invites someone with the role through the People page; returns the one-time link. */
async function invite(page: Page, email: string, role: 'Author' | 'Editor' | 'Admin'): Promise<string> {
  await page.goto('/en/manage/people');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: role });
  await page.getByRole('button', { name: 'Create invitation' }).click();
  await expect(page.getByRole('status')).toContainText(`Send this link to ${email}. It works once`);
  await expect(page.getByRole('status')).toContainText(`The invitation is on its way to ${email} by email`);
  const link = await page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  // The invitation reached the test SMTP server, with the same link.
  const [mail] = await mailTo(email, { subject: /^You are invited to the Otailo website admin$/ });
  expect(mail!.text).toContain(link);
  return link;
}

/** A browser with no cookies (Playwright would otherwise give new contexts the admin's session). */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, storageState: { cookies: [], origins: [] } });
  return context.newPage();
}

async function join(browser: Browser, link: string, password: string) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { name: 'Join the Otailo website team' })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page).toHaveURL(/\/en\/manage$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  return { context, page };
}

adminTest('roles: an invited author writes and submits for review but cannot publish; an editor publishes; only admins manage people and see leads', async ({ page, browser }) => {
  adminTest.setTimeout(150_000);
  const stamp = stampOf();
  const authorEmail = `author-${stamp}@otailo.test`;
  const password = 'a long author passphrase';
  const link = await invite(page, authorEmail, 'Author');
  expect(link).toMatch(/\/en\/manage\/join\?token=[A-Za-z0-9_-]{43}$/);
  await expectNoViolations(page, 'people page');

  const author = await join(browser, link, password);
  // The link works once.
  const again = await freshPage(browser);
  expect((await again.goto(`${new URL(link).pathname}${new URL(link).search}`))?.status()).toBe(410);
  await expect(again.getByText('This invitation has already been used to join.')).toBeVisible();
  await again.context().close();

  // An author's admin area: posts, pages, customer stories and job openings only.
  const nav = author.page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Pages', 'Customer stories', 'Job openings']);
  for (const path of ['/en/manage/leads', '/en/manage/people', '/en/manage/audit']) {
    const response = await author.page.goto(path);
    expect(response?.status(), path).toBe(403);
  }
  expect((await author.page.request.get('/api/admin/leads/export')).status()).toBe(403);
  expect((await author.page.request.get('/api/admin/audit/export')).status()).toBe(403);
  expect(await (await author.page.request.get('/api/admin/session')).json()).toEqual({ admin: false });

  // Writes a draft: only Draft and In review are offered; In review submits it.
  await fillNewPost(author.page, `Author draft ${stamp}`);
  const status = author.page.getByRole('combobox', { name: 'Status' });
  await expect(status.getByRole('option')).toHaveText(['Draft', 'In review (ask an editor to publish)']);
  await status.selectOption('review');
  await saveAndStay(author.page);
  await author.page.goto('/en/manage');
  const authorRow = author.page.getByRole('row').filter({ hasText: `Author draft ${stamp}` });
  await expect(authorRow.getByText('In review', { exact: true })).toBeVisible();
  // The dashboard lists the author's own posts only (the sample posts are not theirs).
  await expect(author.page.getByRole('link', { name: /^Edit “/ })).toHaveCount(1);

  // A forged "published" is refused by the server, whatever the form offered.
  await fillNewPost(author.page, `Forged ${stamp}`);
  await status.evaluate((select: HTMLSelectElement) => {
    select.options[0]!.value = 'published';
    select.selectedIndex = 0;
  });
  await author.page.getByRole('button', { name: 'Save Post' }).click();
  await expect(alert(author.page)).toContainText('your role cannot publish or schedule');

  // Someone else's post is not theirs to open.
  const sampleId = await postIdOf(page, 'Photo-first returns: stopping ineligible returns before they ship');
  expect((await author.page.goto(`/en/manage/posts/${sampleId}`))?.status()).toBe(403);

  // The admin makes them an editor: publishing is offered at once.
  await page.goto('/en/manage/people');
  await page.getByRole('combobox', { name: `Role of ${authorEmail}` }).selectOption('editor');
  await page.getByRole('row').filter({ hasText: authorEmail }).getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  const authorPostId = await postIdOf(page, `Author draft ${stamp}`);
  await author.page.goto(`/en/manage/posts/${authorPostId}`);
  await waitForHydration(author.page);
  await choosePublished(author.page);
  await saveAndStay(author.page);
  await author.page.goto('/en/blog');
  await expect(author.page.getByRole('link', { name: `Author draft ${stamp}`, exact: true })).toBeVisible();
  expect((await author.page.goto('/en/manage/leads'))?.status()).toBe(403);

  // Deactivated: the session ends at once, and the password no longer signs in.
  await page.goto('/en/manage/people');
  await page.getByRole('button', { name: `Deactivate ${authorEmail}` }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await expect(page.getByRole('row').filter({ hasText: authorEmail })).toContainText('Deactivated');
  await author.page.goto('/en/manage');
  await expect(author.page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await signIn(author.page, authorEmail, password);
  await expect(alert(author.page)).toHaveText('The email or password is incorrect.');
  await author.context.close();

  // The audit log has it all, filterable, and as CSV.
  await page.goto(`/en/manage/audit?actor=${encodeURIComponent(authorEmail)}`);
  const table = page.getByRole('table');
  for (const what of ['Joined the team', 'Submitted a post for review', 'Published a post', 'Sign-in failed']) {
    await expect(table.getByRole('row').filter({ hasText: what }).first(), what).toBeVisible();
  }
  await expectNoViolations(page, 'audit log');
  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Deactivated an account' });
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/action=user\.deactivate/);
  await page.goto('/en/manage/audit?action=user.deactivate');
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'admin@otailo.test' }).first()).toBeVisible();
  const csv = await (await page.request.get(`/api/admin/audit/export?actor=${encodeURIComponent(authorEmail)}`)).text();
  expect(csv.startsWith('\uFEFFat,actor,action,target,ip,detail\r\n')).toBe(true);
  expect(csv).toContain(`,${authorEmail},user.join,`);
  expect(csv).toContain(`,${authorEmail},post.submit,`);
  expect(csv).toContain(`,${authorEmail},sign-in-failed,`);
  // From which address: the address the server saw for the request (here the test's forwarded one).
  expect(csv).toMatch(new RegExp(`,${authorEmail.replace(/[.]/g, '\\.')},user\\.join,user:\\d+,10\\.77\\.`));
});

adminTest('the People page never leaves the site without an admin, and an invitation cannot be reused or guessed', async ({ page, browser }) => {
  const me = await page.goto('/en/manage/people');
  expect(me?.status()).toBe(200);
  // The suite's admin is the only one (its tests invite authors and editors only).
  await page.getByRole('row').filter({ hasText: '(you)' }).getByRole('button', { name: /^Deactivate / }).click();
  await expect(page.getByRole('status')).toHaveText('This would leave the site without an active admin, so nothing was changed.');
  await page.getByRole('combobox', { name: 'Role of admin@otailo.test' }).selectOption('author');
  await page.getByRole('row').filter({ hasText: '(you)' }).getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByRole('status')).toHaveText('This would leave the site without an active admin, so nothing was changed.');
  expect((await page.goto('/en/manage/leads'))?.status()).toBe(200);
  const stranger = await freshPage(browser);
  const response = await stranger.goto(`/en/manage/join?token=${'A'.repeat(43)}`);
  expect(response?.status()).toBe(404);
  await expect(stranger.getByText('This invitation link is not valid.')).toBeVisible();
  await stranger.context().close();
});

adminTest('a shared preview link shows a draft as its page will look, to a visitor without an account, until it is revoked', async ({ page, playwright }) => {
  adminTest.setTimeout(90_000);
  const stamp = stampOf();
  const title = `Preview ${stamp}`;
  await fillNewPost(page, title, '## A heading\n\nThe draft paragraph.');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('draft');
  await saveAndStay(page);
  const id = await postIdOf(page, title);
  await page.goto(`/en/manage/posts/${id}`);
  await waitForHydration(page);
  const share = page.getByRole('region', { name: 'Share preview' });
  await expect(share.getByRole('combobox', { name: 'Expires after' })).toHaveValue('7');
  await share.getByRole('button', { name: 'Create a preview link' }).click();
  await expect(share.getByRole('status')).toContainText('Anyone with this link can read the post until');
  const link = new URL(await share.getByRole('textbox', { name: 'Preview link' }).inputValue());
  expect(link.pathname).toBe('/en/preview');
  expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);

  const visitor = await visitorContext(playwright);
  const shown = await visitor.get(`${link.pathname}${link.search}`);
  expect(shown.status()).toBe(200);
  const html = await shown.text();
  expect(html).toContain(title);
  expect(html).toContain('The draft paragraph.');
  expect(html).toContain('Preview: this is how the post will look once it is published.');
  expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  expect(html).toMatch(/<meta name="referrer" content="no-referrer"/);
  expect(shown.headers()['cache-control']).toMatch(/no-store|private/);
  // The draft itself stays private, and the preview is in no list.
  expect((await visitor.get(`/en/blog/preview-${stamp}`)).status()).toBe(404);
  expect(await (await visitor.get('/sitemap.xml')).text()).not.toContain('/preview');

  // Listed in the editor at once, without a reload; revoked, it stops at once.
  const open = page.getByRole('region', { name: 'Share preview' }).getByRole('listitem');
  await expect(open).toHaveCount(1);
  await open.getByRole('button', { name: /^Revoke link \d+$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The link was revoked' })).toBeVisible();
  const gone = await visitor.get(`${link.pathname}${link.search}`);
  expect(gone.status()).toBe(404);
  expect(await gone.text()).toContain('This preview link no longer works');
  expect((await visitor.get('/en/preview?token=nonsense')).status()).toBe(404);
  await visitor.dispose();
});

adminTest('autosave: a draft saves itself after a quiet moment, keeps changes in the browser while offline, and offers them back after the tab is closed', async ({ page, context }) => {
  adminTest.setTimeout(120_000);
  const stamp = stampOf();
  // A new post saves itself as a draft once its required fields are there.
  await fillNewPost(page, `Autosaved ${stamp}`);
  const body = page.getByRole('textbox', { name: 'Full Content' });
  const caret = () => body.evaluate((el: HTMLTextAreaElement & { sameEditor?: boolean }) => [el.sameEditor, document.activeElement === el, el.selectionStart, el.selectionEnd]);
  await body.evaluate((el: HTMLTextAreaElement & { sameEditor?: boolean }) => {
    el.sameEditor = true;
    el.setSelectionRange(4, 9);
  });
  const line = page.locator('[data-autosave]');
  await expect(line).toHaveText(/^Saved (just now|\d+ s ago)$/, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/en\/manage\/posts\/\d+$/);
  // Under its new address the editor is the same one, not a new one mounted there: the focus and
  // the selection stay where the writer left them (a refresh after the save once remounted it).
  await page.waitForTimeout(2000);
  expect(await caret()).toEqual([true, true, 4, 9]);
  // …and after its next autosave, made under that address.
  await page.keyboard.press('End');
  await page.keyboard.type(' More.');
  await expect(line).not.toHaveText(/^Saved/);
  await expect(line).toHaveText(/^Saved/, { timeout: 15_000 });
  await page.waitForTimeout(2000);
  expect(await caret()).toEqual([true, true, 26, 26]);
  const id = Number(/\/posts\/(\d+)$/.exec(page.url())?.[1]);
  await page.goto('/en/manage');
  await expect(page.getByRole('row').filter({ hasText: `Autosaved ${stamp}` }).getByText('Draft', { exact: true })).toBeVisible();

  // Edited later: saved without "Save Post", the state untouched.
  await page.goto(`/en/manage/posts/${id}`);
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Excerpt' }).fill('Changed, then left alone.');
  await expect(line).toHaveText('Saving…', { timeout: 10_000 }).catch(() => {});
  await expect(line).toHaveText(/^Saved/, { timeout: 15_000 });
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Excerpt' })).toHaveValue('Changed, then left alone.');

  // Offline: kept in this browser, said so; the tab closes before the network is back.
  await waitForHydration(page);
  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'Excerpt' }).fill('Typed while offline.');
  await expect(line).toHaveText('Offline — changes kept in this browser', { timeout: 15_000 });
  await page.close();
  await context.setOffline(false);

  // A new tab offers the kept text back.
  const again = await context.newPage();
  await again.goto(`/en/manage/posts/${id}`);
  await waitForHydration(again);
  await expect(again.getByText(/Unsaved changes from .* were found in this browser\./)).toBeVisible();
  await expect(again.getByRole('textbox', { name: 'Excerpt' })).toHaveValue('Changed, then left alone.');
  await again.getByRole('button', { name: 'Restore them' }).click();
  await expect(again.getByRole('textbox', { name: 'Excerpt' })).toHaveValue('Typed while offline.');
  await saveAndStay(again);
  await again.goto(`/en/manage/posts/${id}`);
  await expect(again.getByRole('textbox', { name: 'Excerpt' })).toHaveValue('Typed while offline.');
  await expect(again.getByText(/were found in this browser/)).toBeHidden();
});

adminTest('an autosave in one tab and a save in another conflict: the later one is refused, nothing is overwritten', async ({ page, context }) => {
  adminTest.setTimeout(90_000);
  const stamp = stampOf();
  await fillNewPost(page, `Race ${stamp}`);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('draft');
  await saveAndStay(page);
  const id = await postIdOf(page, `Race ${stamp}`);
  const other = await context.newPage();
  for (const tab of [page, other]) {
    await tab.goto(`/en/manage/posts/${id}`);
    await waitForHydration(tab);
  }
  // Tab one autosaves…
  await page.getByRole('textbox', { name: 'Excerpt' }).fill('Autosaved in tab one.');
  await expect(page.locator('[data-autosave]')).toHaveText(/^Saved/, { timeout: 15_000 });
  // …so tab two, opened before it, is refused when it saves.
  await other.getByRole('textbox', { name: 'Excerpt' }).fill('Saved in tab two.');
  await other.getByRole('button', { name: 'Save Post' }).click();
  await expect(alert(other)).toContainText('Someone else saved this post while you were editing');
  await other.reload();
  await expect(other.getByRole('textbox', { name: 'Excerpt' })).toHaveValue('Autosaved in tab one.');
});

adminTest('writing help: the toolbar inserts the body’s Markdown, a pasted image is uploaded and needs its alt text, and lengths are counted', async ({ page }) => {
  adminTest.setTimeout(90_000);
  const stamp = stampOf();
  await fillNewPost(page, `Toolbar ${stamp}`, 'Returns desk\nFirst step\nSecond step');
  await expect(page.locator('#post-title-hint')).toHaveText(`${`Toolbar ${stamp}`.length} characters`);
  await expect(page.locator('#post-excerpt-hint')).toHaveText('34 characters');
  const body = page.getByRole('textbox', { name: 'Full Content' });
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  await body.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(0, 0));
  await toolbar.getByRole('button', { name: 'Heading', exact: true }).click();
  await body.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(el.value.indexOf('First'), el.value.length));
  await toolbar.getByRole('button', { name: 'Bullet list' }).click();
  await expect(body).toHaveValue('## Returns desk\n- First step\n- Second step');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Returns desk' })).toBeVisible();
  // The header follows typing in the browser.
  await expect(page.getByTestId('preview-header')).toContainText(`Toolbar ${stamp}`);
  await page.getByRole('textbox', { name: 'Category' }).fill(`Live ${stamp}`);
  await expect(page.getByTestId('preview-header')).toContainText(`Live ${stamp}`);
  await expect(preview.getByRole('listitem')).toHaveText(['First step', 'Second step']);

  // A pasted image is uploaded; it goes in only once it is described.
  await body.evaluate((el: HTMLTextAreaElement, png: number[]) => {
    el.setSelectionRange(el.value.length, el.value.length);
    const data = new DataTransfer();
    data.items.add(new File([new Uint8Array(png)], 'pasted.png', { type: 'image/png' }));
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, [...Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')]);
  const panel = page.getByRole('group', { name: 'Insert an image' });
  await expect(panel.getByRole('status')).toHaveText('Pasted image uploaded: describe it to insert it.');
  await expect(panel.getByRole('textbox', { name: 'Content image URL' })).toHaveValue(/^\/uploads\/[0-9a-f-]{36}\.png$/);
  await panel.getByRole('button', { name: 'Insert image' }).click();
  await expect(panel.getByRole('textbox', { name: 'Alternative text' })).toHaveAttribute('aria-invalid', 'true');
  await expect(body).not.toHaveValue(/!\[/);
  await panel.getByRole('textbox', { name: 'Alternative text' }).fill('A returns desk with parcels');
  await panel.getByRole('button', { name: 'Insert image' }).click();
  await expect(body).toHaveValue(/\n\n!\[A returns desk with parcels\]\(\/uploads\/[0-9a-f-]{36}\.png\)$/);
  await expect(preview.getByRole('img', { name: 'A returns desk with parcels' })).toBeVisible();

  // A link wraps the selection and selects the address to type.
  await body.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(3, 10));
  await toolbar.getByRole('button', { name: 'Link' }).click();
  // Checked at once, not waited for: the caret is on the address when the click returns.
  expect(await body.evaluate((el: HTMLTextAreaElement) => [document.activeElement === el, el.value.slice(el.selectionStart, el.selectionEnd)])).toEqual([true, 'https://']);
  await page.keyboard.type('https://example.com/guide');
  await expect(body).toHaveValue(/^## \[Returns\]\(https:\/\/example\.com\/guide\) desk/);

  // An image typed without alt text is refused at save, with why.
  await body.fill('Text\n\n![](/images/blog/photo-first-returns.jpg)');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('draft');
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(alert(page)).toContainText('an image in the content has no alternative text');
  await expectNoViolations(page, 'editor with toolbar and image panel');
});

adminTest('every admin action checks the role itself: an author and an editor posting the admins’ forms directly change nothing', async ({ page, browser, playwright }) => {
  adminTest.setTimeout(150_000);
  const { hiddenFields } = await import('../test/support/form-post.mjs');
  const stamp = stampOf();
  const password = 'a long enough passphrase';
  const authorEmail = `forger-author-${stamp}@otailo.test`;
  const editorEmail = `forger-editor-${stamp}@otailo.test`;
  const author = await join(browser, await invite(page, authorEmail, 'Author'), password);
  const editor = await join(browser, await invite(page, editorEmail, 'Editor'), password);

  // The admin's own forms, as a browser without JavaScript would post them.
  const html = async (path: string) => (await page.request.get(path)).text();
  const peopleHtml = await html('/en/manage/people');
  // An account's row in the people table (pending invitations name their inviter, the header the one signed in).
  const accountRow = (email: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${email.replace(/[.+]/g, '\\$&')}\\b`) }) });
  await page.goto('/en/manage/people');
  const authorId = (await accountRow(authorEmail).locator('input[name="user"]').first().getAttribute('value')) ?? undefined;
  const adminId = (await accountRow('admin@otailo.test').locator('input[name="user"]').first().getAttribute('value')) ?? undefined;
  const postId = await createPublished(page, `Guarded ${stamp}`);
  await editTitle(page, postId, `Guarded ${stamp} v2`);
  const editorHtml = await html(`/en/manage/posts/${postId}`);
  const revision = /name="revision" value="(\d+)"/.exec(editorHtml)?.[1];
  const leadsHtml = await html('/en/manage/leads');
  const forms: { name: string; path: string; field: string; html: string; values: Record<string, string> }[] = [
    { name: 'role', path: '/en/manage/people', field: 'role', html: peopleHtml, values: { user: authorId!, role: 'admin', locale: 'en' } },
    { name: 'deactivate', path: '/en/manage/people', field: 'active', html: peopleHtml, values: { user: adminId!, active: '0', locale: 'en' } },
    { name: 'invite', path: '/en/manage/people', field: 'email', html: peopleHtml, values: { email: `sneaky-${stamp}@otailo.test`, role: 'admin', locale: 'en' } },
    { name: 'restore', path: `/en/manage/posts/${postId}`, field: 'revision', html: editorHtml, values: { id: String(postId), revision: revision!, version: '2', locale: 'en' } },
    {
      name: 'save',
      path: `/en/manage/posts/${postId}`,
      field: 'title',
      html: editorHtml,
      values: { id: String(postId), version: '2', title: `Forged ${stamp}`, slug: `guarded-${stamp}`, excerpt: 'x', category: 'x', image: '/images/blog/photo-first-returns.jpg', date: '2026-01-01', fullContent: 'Forged.', status: 'published', locale: 'en', language: 'en' },
    },
  ];
  // A failed lead's "Retry now" (the only form holding a lead's id; the bulk bar's boxes sit outside it), when another spec left one.
  if (leadsHtml.includes('<input type="hidden" name="id"')) forms.push({ name: 'retry', path: '/en/manage/leads', field: 'id', html: leadsHtml, values: { locale: 'en', back: '/en/manage/leads' } });
  // Forms of server components name their action ($ACTION_ID_…); useActionState forms carry its key.
  for (const form of forms) expect(hiddenFields(form.html, form.field).some(([name]) => name.startsWith('$ACTION')), form.name).toBe(true);

  const post = async (who: { page: Page }, form: (typeof forms)[number]) => {
    const data = new FormData();
    for (const [name, value] of hiddenFields(form.html, form.field)) data.append(name, value);
    for (const [name, value] of Object.entries(form.values)) data.set(name, value);
    const response = await who.page.request.post(form.path, { multipart: data, headers: { origin: E2E_BASE_URL }, maxRedirects: 0 });
    expect(response.status(), form.name).toBeLessThan(500);
  };
  // An author may use none of them; an editor none of the admins' (people, leads).
  for (const form of forms) await post(author, form);
  for (const form of forms.filter((f) => !['restore', 'save'].includes(f.name))) await post(editor, form);

  // Nothing happened: no role, account, invitation, post or revision changed, and the log says so.
  const people = await html('/en/manage/people');
  expect(people).not.toContain(`sneaky-${stamp}`);
  await page.goto('/en/manage/people');
  await expect(page.getByRole('combobox', { name: `Role of ${authorEmail}` })).toHaveValue('author');
  await expect(accountRow('admin@otailo.test')).toContainText('Active');
  const visitor = await visitorContext(playwright);
  expect(await (await visitor.get(`/en/blog/guarded-${stamp}`)).text()).toContain(`Guarded ${stamp} v2`);
  const logOf = async (email: string) => (await page.request.get(`/api/admin/audit/export?actor=${encodeURIComponent(email)}`)).text();
  const authorLog = await logOf(authorEmail);
  for (const action of ['user.role', 'user.deactivate', 'user.invite', 'post.restore', 'post.edit', 'post.publish', 'lead.retry']) {
    expect(authorLog, action).not.toContain(`,${authorEmail},${action},`);
  }
  // The same restore form works for the editor: the refusals above are the role's, not the form's.
  await post(editor, forms.find((f) => f.name === 'restore')!);
  const editorLog = await logOf(editorEmail);
  for (const action of ['user.role', 'user.deactivate', 'user.invite', 'lead.retry']) expect(editorLog, action).not.toContain(`,${editorEmail},${action},`);
  expect(editorLog).toContain(`,${editorEmail},post.restore,post:${postId},`);
  expect(await (await visitor.get(`/en/blog/guarded-${stamp}`)).text()).not.toContain('Forged');
  await visitor.dispose();
  await author.context.close();
  await editor.context.close();
});
