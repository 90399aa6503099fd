import { rmSync } from 'node:fs';
import { hiddenFields } from '../test/support/form-post.mjs';
import { expect, test } from './support/fixtures';
import { startOwnServer } from './support/own-server';
import { E2E_ADMIN } from './support/server-env.mjs';

/**
 * Sign-in, sessions and bots as an attacker tries them. Each test runs its own server, so that its
 * counters and accounts are its own.
 */

interface Answer {
  status: number;
  location: string | null;
  cookies: Map<string, string>;
  text: string;
}

/** Posts a page's form (the one holding `field`) as a browser without JavaScript. */
async function postForm(url: string, path: string, field: string, values: Record<string, string>, headers: Record<string, string>): Promise<Answer> {
  const html = await (await fetch(`${url}${path}`, { headers })).text();
  const form = new FormData();
  for (const [name, value] of hiddenFields(html, field)) form.append(name, value);
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  const response = await fetch(`${url}${path}`, { method: 'POST', body: form, redirect: 'manual', headers: { origin: url, ...headers } });
  const cookies = new Map(response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!.split('=') as [string, string]));
  return { status: response.status, location: response.headers.get('location'), cookies, text: await response.text() };
}

const signIn = (url: string, password: string, headers: Record<string, string>) =>
  postForm(url, '/en/manage', 'password', { email: E2E_ADMIN.email, password }, headers);
const signedIn = (answer: Answer) => answer.status === 303 && Boolean(answer.cookies.get('otailo_session'));

test.describe('with a server of its own', () => {
  test.describe.configure({ mode: 'serial' });
  const dataDir = '.e2e-data-sessions';
  let own: Awaited<ReturnType<typeof startOwnServer>>;
  let url: string;

  test.beforeAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    own = await startOwnServer('sessions', { DATA_DIR: dataDir, LEADS_MIN_FILL_MS: '2500' });
    url = own.site.url;
  });
  test.afterAll(async () => {
    await own?.site.stop();
    own?.cleanUp();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('no stranger can lock the admin out: many wrong passwords from one address, then the admin signs in', async () => {
    test.setTimeout(120_000);
    const admin = { 'x-forwarded-for': '10.21.0.1' };
    const attacker = { 'x-forwarded-for': '10.66.6.6' };
    // The admin has signed in from their office before: that address and this browser are known.
    const first = await signIn(url, E2E_ADMIN.password, admin);
    expect(signedIn(first)).toBe(true);
    const device = first.cookies.get('otailo_device');
    expect(device).toBeTruthy();

    for (let i = 0; i < 30; i += 1) expect(signedIn(await signIn(url, `guess number ${i}`, attacker))).toBe(false);
    // The attacker's address is refused now, even with the right password…
    const fromAttacker = await signIn(url, E2E_ADMIN.password, attacker);
    expect(signedIn(fromAttacker)).toBe(false);
    expect(fromAttacker.text).toContain('Too many sign-in attempts');
    // …but the admin gets in: from their address, and from the attacker's with their browser's cookie.
    expect(signedIn(await signIn(url, E2E_ADMIN.password, admin))).toBe(true);
    expect(signedIn(await signIn(url, E2E_ADMIN.password, { ...attacker, cookie: `otailo_device=${device}` }))).toBe(true);
  });

  test('draft mode lasts as long as the session: SameSite=Lax, and dropped once the session ends', async () => {
    const headers = { 'x-forwarded-for': '10.21.0.2' };
    const setCookies = await signInCookies(url, headers);
    const value = (name: string) => setCookies.find((cookie) => cookie.startsWith(`${name}=`))?.split(';')[0];
    const draftCookie = setCookies.find((cookie) => cookie.startsWith('__prerender_bypass='));
    expect(draftCookie, 'draft mode is on for the admin').toBeTruthy();
    expect(draftCookie).toMatch(/;\s*SameSite=lax/i);
    expect(draftCookie).toMatch(/;\s*HttpOnly/i);
    expect(draftCookie).toMatch(/;\s*Max-Age=43200/i);
    expect(setCookies.join('\n')).not.toMatch(/SameSite=None/i);

    const cookie = `${value('__prerender_bypass')}; ${value('otailo_session')}`;
    expect((await fetch(`${url}/en/blog`, { headers: { ...headers, cookie }, redirect: 'manual' })).status).toBe(200);

    // Signed out (the session ends): the draft cookie alone is dropped, and the shared page follows.
    const signOut = await postForm(url, '/en/manage', 'locale', {}, { ...headers, cookie });
    expect(signOut.status).toBe(303);
    const stale = await fetch(`${url}/en/blog`, { headers: { ...headers, cookie }, redirect: 'manual' });
    expect(stale.status).toBe(307);
    expect(stale.headers.get('location')).toBe('/en/blog');
    expect(stale.headers.getSetCookie().join('\n')).toMatch(/__prerender_bypass=;[^\n]*Expires=Thu, 01 Jan 1970/);
  });

  test('a lead sent without its start time is stored as spam: in the inbox, never forwarded by itself', async () => {
    const headers = { 'x-forwarded-for': '10.21.0.3' };
    const email = `no.start.${Date.now().toString(36)}@example.com`;
    const html = await (await fetch(`${url}/en/contact`)).text();
    const form = new FormData();
    for (const [name, value] of hiddenFields(html, 'fullName')) if (name !== 'startedAt') form.append(name, value);
    for (const [name, value] of Object.entries({ fullName: 'Quick Bot', emailAddress: email, message: 'Buy now' })) form.set(name, value);
    const sent = await fetch(`${url}/en/contact`, { method: 'POST', body: form, headers: { origin: url, ...headers } });
    // The bot is told nothing different.
    expect(await sent.text()).toContain('Message Sent!');

    const admin = await signIn(url, E2E_ADMIN.password, headers);
    const inbox = await fetch(`${url}/en/manage/leads?status=spam`, { headers: { ...headers, cookie: `otailo_session=${admin.cookies.get('otailo_session')}` } });
    const page = await inbox.text();
    expect(page).toContain(email);
  });
});

/** The Set-Cookie lines of a successful sign-in, attributes and all. */
async function signInCookies(url: string, headers: Record<string, string>): Promise<string[]> {
  const html = await (await fetch(`${url}/en/manage`, { headers })).text();
  const form = new FormData();
  for (const [name, value] of hiddenFields(html, 'password')) form.append(name, value);
  form.set('email', E2E_ADMIN.email);
  form.set('password', E2E_ADMIN.password);
  const response = await fetch(`${url}/en/manage`, { method: 'POST', body: form, redirect: 'manual', headers: { origin: url, ...headers } });
  expect(response.status).toBe(303);
  return response.headers.getSetCookie();
}
