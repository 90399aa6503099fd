// @ts-check
/**
 * The supervisor's done-when (issue 51), shared by the browser test (embedded database) and the
 * cluster test (PostgreSQL): a supervised server is killed with `kill -9`, or made to exhaust its
 * heap (heap-bomb.mjs), and the time until the site answers /api/health 200 again is measured.
 */
import { loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { hiddenFields } from './form-post.mjs';
import { ended, kill } from './serve.mjs';

/** The environment that gives the server the test's heap bomb. */
export const heapBombEnv = () => ({ NODE_OPTIONS: `--import=${pathToFileURL(fileURLToPath(new URL('heap-bomb.mjs', import.meta.url))).href}` });

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The status of /api/health; 0 when nothing answered (refused, or a kept-alive connection to the
 * dead server), -1 when a server took the request but did not answer in time.
 * @param {string} url
 */
async function health(url) {
  try {
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).status;
  } catch (error) {
    return /** @type {Error} */ (error).name === 'TimeoutError' ? -1 : 0;
  }
}

/**
 * Kills the server a supervisor runs, the way `how` says, and waits for the site to answer again.
 * @param {{ url: string, serverPid: () => number | undefined }} site
 * @param {'kill -9' | 'heap'} how
 * @returns {Promise<{ pid: number, next: number | undefined, diedAfterMs: number, listeningAfterMs: number, answeredAfterMs: number }>}
 *   the killed process, the one that answers now, how long the killed one took to die (a full heap
 *   takes V8 a while), and how long after its death the new one took connections and answered 200
 *   (its database open)
 */
export async function killAndWaitForHealth(site, how, timeoutMs = 30_000) {
  const pid = site.serverPid();
  if (!pid) throw new Error('no server process is running');
  const asked = performance.now();
  kill(pid, how === 'heap' ? 'SIGPWR' : 'SIGKILL');
  while (!ended(pid)) {
    if (performance.now() - asked > timeoutMs) throw new Error(`process ${pid} did not die`);
    await sleep(10);
  }
  const died = performance.now();
  /** @type {number | undefined} */
  let listening;
  for (let status = 0; status !== 200; status = await health(site.url)) {
    if (status !== 0) listening ??= performance.now();
    if (performance.now() - died > timeoutMs) throw new Error(`the site did not answer within ${timeoutMs / 1000} s of the death`);
    await sleep(50);
  }
  const answered = performance.now();
  return { pid, next: site.serverPid(), diedAfterMs: Math.round(died - asked), listeningAfterMs: Math.round((listening ?? answered) - died), answeredAfterMs: Math.round(answered - died) };
}

/**
 * The figures of a death, in words (with the machine's load: a restart is a few seconds of CPU).
 * @param {Awaited<ReturnType<typeof killAndWaitForHealth>>} death
 */
export const describeDeath = (death) =>
  `died ${death.diedAfterMs} ms after the signal; listening ${death.listeningAfterMs} ms and health 200 ${death.answeredAfterMs} ms after the death; load ${loadavg()[0]?.toFixed(1)}`;

/**
 * Sends the contact form as a browser without JavaScript does; true when the site said it was sent.
 * @param {string} url @param {string} email @param {string} ip the visitor's address (X-Forwarded-For)
 */
export async function sendContactLead(url, email, ip) {
  const html = await (await fetch(`${url}/en/contact`, { headers: { 'x-forwarded-for': ip } })).text();
  const form = new FormData();
  for (const [name, value] of hiddenFields(html, 'fullName')) form.append(name, value);
  for (const [name, value] of Object.entries({ fullName: 'Dee Death', emailAddress: email, message: 'Sent before the server died.' })) form.set(name, value);
  const response = await fetch(`${url}/en/contact`, { method: 'POST', body: form, headers: { origin: url, 'x-forwarded-for': ip } });
  return response.status === 200 && (await response.text()).includes('Message Sent!');
}

/**
 * The email addresses the fake CRM received, in order.
 * @param {{ submissions: { body: { fields: { name: string, value: string }[] } }[] }} crm
 */
export const deliveredEmails = (crm) => crm.submissions.map((submission) => submission.body.fields.find((field) => field.name === 'email')?.value);
