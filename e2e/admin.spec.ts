import { hiddenFields } from '../test/support/form-post.mjs';
import { adminTest, choosePublished, expect, saveAndStay, signIn } from './support/admin';
import { uniqueEmail } from './support/crm';
import { field } from './support/fields';
import { test } from './support/fixtures';
import { E2E_ADMIN, E2E_BASE_URL } from './support/server-env.mjs';
import { waitForHydration } from './support/site';

/** The page's own alert (not Next.js's empty route announcer). */
const alert = (page: import('@playwright/test').Page) => page.locator('[role="alert"]:not(#__next-route-announcer__)');

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.describe('sign-in', () => {
  test('gives the same answer for a wrong password and an unknown email', async ({ page }) => {
    await signIn(page, E2E_ADMIN.email, 'not the password at all');
    await expect(alert(page)).toHaveText('The email or password is incorrect.');
    await signIn(page, 'nobody@otailo.test', 'not the password at all');
    await expect(alert(page)).toHaveText('The email or password is incorrect.');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeHidden();
  });

  test('is rate-limited per account with a clear message', async ({ page }) => {
    const email = `target.${Date.now()}@otailo.test`;
    for (let n = 0; n < 5; n += 1) {
      await signIn(page, email, `wrong password ${n}`);
      await expect(alert(page)).toHaveText('The email or password is incorrect.');
    }
    await signIn(page, email, 'wrong password again');
    await expect(alert(page)).toContainText('Too many sign-in attempts.');
  });

  test('redirects only to local paths after sign-in', async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    const attempts = ['//evil.example', '/\\evil.example', 'https:evil.example', '%2F%2Fevil.example', 'javascript:alert(1)'];
    for (const [n, next] of attempts.entries()) {
      const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': `10.98.${testInfo.workerIndex}.${n}` } });
      const page = await context.newPage();
      await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, next);
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      expect(new URL(page.url()).origin, next).toBe(E2E_BASE_URL);
      expect(new URL(page.url()).pathname, next).toBe('/en/manage');
      await context.close();
    }
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': `10.98.${testInfo.workerIndex}.9` } });
    const page = await context.newPage();
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/en/manage/leads');
    await expect(page).toHaveURL(/\/en\/manage\/leads$/);
    // Signing out ends this session only.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.goto('/en/manage/leads');
    await expect(page.getByRole('heading', { name: 'Access Denied: You must be logged in as an admin.' })).toBeVisible();
    // The refusal carries the sign-in form: signing in there leads back to the page refused.
    await page.getByRole('textbox', { name: 'Email' }).fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/en\/manage\/leads$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Access Denied/);
    await context.close();
  });
});

test.describe('signed out', () => {
  test('the editor, the inbox and the export are refused with the spec texts and 401', async ({ page, request }) => {
    for (const path of ['/en/manage/posts/new', '/en/manage/posts/1', '/en/manage/leads', '/ManageBlogPost?slug=photo-first-returns']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(401);
      await expect(page.getByRole('heading', { name: 'Access Denied: You must be logged in as an admin.' })).toBeVisible();
    }
    expect((await request.get('/api/admin/leads/export')).status()).toBe(401);
    expect(await (await request.get('/api/admin/session')).json()).toEqual({ admin: false });
  });

  test('the public blog shows no admin controls', async ({ page }) => {
    await page.goto('/en/blog');
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'Add New Post' })).toBeHidden();
    await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  });
});

adminTest.describe('editor', () => {
  adminTest('creates, edits and deletes a post, visible at once on the public pages, feed and sitemap', async ({ page, playwright }) => {
    adminTest.setTimeout(60_000);
    const stamp = Date.now().toString(36);
    // A visitor (no cookies) is served from the shared cache; the admin's browser never is.
    const visitor = await playwright.request.newContext({ baseURL: E2E_BASE_URL, storageState: { cookies: [], origins: [] } });
    const postPath = `/en/blog/guia-rapida-${stamp}`;
    const visitorSees = async (path: string) => (await visitor.get(path)).text();
    expect((await page.request.get('/en/blog')).headers()['cache-control']).toContain('no-store');
    expect((await visitor.get('/en/blog')).headers()['cache-control']).not.toContain('no-store');
    await page.goto('/en/blog');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Add New Post' }).click();
    await expect(page).toHaveURL(/\/en\/manage\/posts\/new$/);
    await waitForHydration(page);

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Guía rápida ${stamp}`);
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(`guia-rapida-${stamp}`);
    await expect(page.getByRole('textbox', { name: 'Author' })).toHaveValue('Otailo Team');
    // Left empty, the read time is estimated from the text.
    await expect(page.getByRole('spinbutton', { name: 'Read time (minutes)' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Excerpt' })).toHaveAttribute('rows', '3');
    await expect(page.getByRole('textbox', { name: 'Full Content' })).toHaveAttribute('rows', '15');
    await page.getByRole('textbox', { name: 'Excerpt' }).fill('A quick guide written by the e2e suite.');
    await page.getByRole('textbox', { name: 'Category' }).fill('Testing');
    await page.getByRole('textbox', { name: 'Image URL' }).fill('/images/blog/photo-first-returns.jpg');
    await page
      .getByRole('textbox', { name: 'Full Content' })
      .fill('## Heading two\n\nFirst paragraph.\n\n<script>window.__pwned = 1</script>\n\n<img src="x" onerror="window.__pwned = 2">\n\n[link](javascript:window.__pwned=3)');
    // The live preview goes through the public renderer.
    await expect(page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Heading two' })).toBeVisible();
    // A new post starts as a draft.
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('draft');
    await choosePublished(page);
    // The editor stays open on the saved post; the "Saved" status takes the focus (a screen reader reads it).
    const id = await saveAndStay(page);
    await expect(page.getByTestId('saved-notice')).toBeFocused();
    await expect(page.getByTestId('saved-notice')).toContainText('The post is published');
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`Guía rápida ${stamp}`);
    await expect(page.getByRole('link', { name: 'Back to blog posts' })).toHaveAttribute('href', '/en/manage');
    await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/en/manage');
    await page.goto('/en/blog');
    await expect(page.getByRole('link', { name: `Guía rápida ${stamp}`, exact: true })).toBeVisible();
    await page.goto(postPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Guía rápida ${stamp}`);
    await expect(page.getByRole('article').getByText('First paragraph.')).toBeVisible();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('article script').count()).toBe(0);
    expect(await page.locator('article [onerror]').count()).toBe(0);
    expect(await visitorSees(postPath)).toContain(`Guía rápida ${stamp}`);
    expect(await visitorSees('/en/blog')).toContain(`Guía rápida ${stamp}`);
    expect(await visitorSees('/en/feed.xml')).toContain(`Guía rápida ${stamp}`);
    expect(await visitorSees('/sitemap.xml')).toContain(postPath);

    // Edit from the card's Edit link; the slug field normalises what is typed.
    await page.goto('/en/blog');
    await waitForHydration(page);
    await page.getByRole('link', { name: `Edit “Guía rápida ${stamp}”` }).click();
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Quick guide ${stamp}`);
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(`guia-rapida-${stamp}`);
    expect(await saveAndStay(page)).toBe(id);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('published');
    // In the same tab, by the notice's link: the browser's router may have had this post with the
    // old title before the edit; the save must have told it to drop that copy.
    await page.getByRole('link', { name: 'View it on the blog' }).click();
    await expect(page).toHaveURL(new RegExp(`${postPath}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Quick guide ${stamp}`);
    expect(await visitorSees(postPath)).toContain(`Quick guide ${stamp}`);

    // Delete from the list, after the spec's confirmation.
    await page.goto('/en/blog');
    await waitForHydration(page);
    await page.getByRole('button', { name: `Delete “Quick guide ${stamp}”` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to delete this post? This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    // The dialog closes first (while it is open, the list is hidden from the accessibility tree).
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('link', { name: `Quick guide ${stamp}`, exact: true })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'The Otailo Blog' })).toBeVisible();
    // A published post's address is retired, not unknown (e2e/redirects.spec.ts shows its page).
    expect((await visitor.get(postPath)).status()).toBe(410);
    expect(await visitorSees('/en/blog')).not.toContain(`Quick guide ${stamp}`);
    await visitor.dispose();
  });

  adminTest('insists on the required fields and on a unique slug', async ({ page }) => {
    await page.goto('/en/manage/posts/new');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Save Post' }).click();
    await expect(alert(page)).toHaveText(
      'Please fill in all required fields: Title, Slug, Excerpt, Full Content, Category, Image URL, and Date.',
    );
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Photo-first returns');
    await page.getByRole('textbox', { name: 'Slug' }).fill('photo-first-returns');
    await page.getByRole('textbox', { name: 'Excerpt' }).fill('Duplicate.');
    // A category the language does not have is said to be new; one of its own is a click away.
    await page.getByRole('textbox', { name: 'Category' }).fill('Retruns');
    await expect(page.getByText('New category “Retruns”', { exact: false })).toBeVisible();
    await page.getByRole('list', { name: "This language's categories" }).getByRole('button', { name: 'Returns', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Category' })).toHaveValue('Returns');
    await expect(page.getByText('Existing category: Returns.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Image URL' }).fill('/images/blog/photo-first-returns.jpg');
    await page.getByRole('textbox', { name: 'Full Content' }).fill('Body.');
    // Every required field is there now: the banner about them has gone before the next try.
    await expect(page.getByText('Please fill in all required fields', { exact: false })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save Post' }).click();
    await expect(alert(page)).toHaveText(
      'Failed to save blog post: the slug “photo-first-returns” is already used by another post. Choose another one.',
    );
    await expect(page).toHaveURL(/\/manage\/posts\/new$/);
  });

  adminTest('accepts a real image upload and refuses a disguised one', async ({ page, request }) => {
    await page.goto('/en/manage/posts/new');
    await waitForHydration(page);
    const upload = page.getByLabel('Upload an image');
    await upload.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') });
    await expect(alert(page)).toHaveText('Use a PNG, JPEG, WebP or AVIF image.');
    await expect(page.getByRole('textbox', { name: 'Image URL' })).toHaveValue('');

    await upload.setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: PNG_1X1 });
    await expect(page.getByRole('textbox', { name: 'Image URL' })).toHaveValue(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    await expect(page.getByRole('img', { name: 'Image preview' })).toBeVisible();
    const url = await page.getByRole('textbox', { name: 'Image URL' }).inputValue();
    const served = await request.get(url);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(Buffer.from(await served.body()).equals(PNG_1X1)).toBe(true);
  });

  adminTest('the legacy editor address opens the post', async ({ page }) => {
    await page.goto('/ManageBlogPost?slug=photo-first-returns');
    await expect(page.getByRole('heading', { name: 'Edit Blog Post' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue('photo-first-returns');
    // The spec's back-to-blog link, on the edit and the new-post screens alike: back to the admin
    // area's list of blog posts (the editor's work is there, drafts included), as Cancel does.
    await page.getByRole('link', { name: 'Back to blog posts', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/manage$/);
    await page.goto('/es/manage/posts/new');
    await expect(page.getByRole('link', { name: 'Volver a los artículos del blog', exact: true })).toHaveAttribute('href', '/es/manage');
    await expect(page.getByRole('link', { name: 'Cancelar', exact: true })).toHaveAttribute('href', '/es/manage');
    await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('draft');
  });
});

adminTest('a direct POST to an admin action without a session changes nothing', async ({ page, playwright }) => {
  // The server-rendered form, as a browser without JavaScript would post it (the admin's own page).
  const fields = hiddenFields(await (await page.request.get('/en/manage/posts/new')).text(), 'title');
  expect(fields.map(([name]) => name)).toContain('$ACTION_KEY');
  const values: Record<string, string> = {
    locale: 'en',
    title: 'Forged post',
    slug: `forged-${Date.now()}`,
    excerpt: 'x',
    category: 'x',
    image: '/images/blog/photo-first-returns.jpg',
    date: '2026-01-01',
    fullContent: 'x',
    // Published if it got through: a draft (a post saved without a status) would 404 anyway.
    status: 'published',
  };
  const body = () => {
    const data = new FormData();
    for (const [name, value] of fields) data.append(name, value);
    for (const [name, value] of Object.entries(values)) data.set(name, value);
    return data;
  };
  // No cookies at all (the test's own options would otherwise carry the admin's stored session).
  const anonymous = await playwright.request.newContext({ baseURL: E2E_BASE_URL, storageState: { cookies: [], origins: [] } });
  const attempts: Record<string, string>[] = [
    { origin: E2E_BASE_URL },
    { origin: E2E_BASE_URL, 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
    { origin: E2E_BASE_URL, 'x-middleware-subrequest': 'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware' },
  ];
  for (const headers of attempts) {
    const response = await anonymous.post('/en/manage/posts/new', { multipart: body(), headers, maxRedirects: 0 });
    expect(response.status(), JSON.stringify(headers)).toBe(401);
    expect(await response.text()).toContain('Access Denied: You must be logged in as an admin.');
  }
  // Signed in, but from another site (or no Origin at all): refused too.
  const foreign: Record<string, string>[] = [{ origin: 'https://evil.example' }, {}];
  for (const headers of foreign) {
    const response = await page.request.post('/en/manage/posts/new', { multipart: body(), headers, maxRedirects: 0 });
    expect(response.status(), JSON.stringify(headers)).not.toBe(303);
  }
  await anonymous.dispose();
  expect((await page.request.get(`/en/blog/${values.slug}`)).status()).toBe(404);
});

adminTest('the leads inbox lists leads, filters them and exports CSV with formulas defused', async ({ page, browser, baseURL }, testInfo) => {
  const email = `inbox.${Date.now()}@example.com`;
  const visitor = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': `10.97.${testInfo.workerIndex}.1` } });
  const form = await visitor.newPage();
  await form.goto('/en/contact');
  await waitForHydration(form);
  await form.getByRole('textbox', { name: 'Full name', exact: true }).fill('Mallory Formula');
  await form.getByRole('textbox', { name: 'Email address', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Company (optional)', exact: true }).fill('=HYPERLINK("http://evil.example") Ltd');
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('+1 call me, "please"');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
  await visitor.close();

  await page.goto('/en/manage/leads?kind=contact');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Contact message');
  await page.goto('/en/manage/leads?kind=demo');
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  const csv = await (await page.request.get('/api/admin/leads/export?kind=contact')).text();
  const line = csv.split('\r\n').find((l) => l.includes(email));
  expect(line).toBeDefined();
  expect(line).toContain(`"'=HYPERLINK(""http://evil.example"") Ltd"`);
  expect(line).toContain(`"'+1 call me, ""please"""`);
  expect(csv.charCodeAt(0)).toBe(0xfeff);
});

adminTest('the Mail page says where mail goes, and shows a new lead’s notification once sent', async ({ page }) => {
  // A demo request of its own, so that there is a mail to see whatever ran before.
  const company = `Mailcheck ${Date.now().toString(36)}`;
  await page.goto('/en/demo');
  await waitForHydration(page);
  await field(page, 'First name').fill('Mia');
  await field(page, 'Last name').fill('Notify');
  await field(page, 'Work email').fill(uniqueEmail('mailpage'));
  await field(page, 'Company').fill(company);
  await page.getByRole('button', { name: 'Request my demo' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

  await page.goto('/en/manage');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Mail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Mail is sent from Otailo <no-reply@otailo.test>.');
  const row = page.getByRole('row').filter({ hasText: `New demo request: Mia Notify, ${company}` });
  await expect(async () => {
    await page.reload();
    await expect(row.getByRole('cell', { name: 'Sent', exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText('sales@otailo.test');
});
