// @ts-check
/**
 * Pages under experiment in the production server (docs/experiments.md, "Serving"): the variant is
 * chosen here, before the page store and Next.js (lib/infra/routing/variant-choice.mjs); Next.js is
 * told through an internal request header that proxy.ts turns into the variant's own address
 * (`/{locale}/x-variant/{experiment}.{variant}`), so each variant is its own cache and page-store
 * entry. The header and that address are never taken from a client.
 */
import { lookupTrial, runningTrials } from '../lib/infra/routing/experiment-table.mjs';
import { CONTROL, decideTrial, VARIANT_HEADER } from '../lib/infra/routing/variant-choice.mjs';

export { VARIANT_HEADER };
/** The variants' internal addresses, answered 404 when a client asks for them. */
export const INTERNAL_VARIANT_PATH = /^\/[a-z]{2}\/x-variant(?:\/|$)/i;

/**
 * @typedef {{
 *   key: string,
 *   list: string[],
 *   private: boolean,
 *   setCookies: string[],
 * }} TrialAnswer the page store's key, the headers added to a kept page's answer, and for a rendered
 *   one whether it is private and the cookies it sets
 */

/**
 * Every answer of a page under experiment: a CDN (RFC 9213's targeted field, which CDNs read
 * before Cache-Control) must not share it unless configured to key on the variant cookie, as
 * deploy/nginx.conf's cache is. (`Vary: Cookie` would split a shared cache per visitor: every
 * participant's identifier differs.)
 */
const TARGETED = ['CDN-Cache-Control', 'private'];

/**
 * The experiment on the request's path and what this visitor gets, or undefined (no experiment).
 * @param {import('node:http').IncomingMessage} req
 * @param {string} pathname
 * @param {boolean} https
 * @returns {(TrialAnswer & { variant: string }) | undefined}
 */
export function trialAnswer(req, pathname, https) {
  const trial = lookupTrial(pathname);
  if (!trial) return undefined;
  const trials = runningTrials();
  // A returning participant's answer depends only on their cookies and the running experiments:
  // remembered, so that their requests cost no hashing (a visitor who gets new cookies is not).
  const memo = `${trial.id} ${req.headers.dnt ?? ''}${req.headers['sec-gpc'] ?? ''} ${req.headers.cookie ?? ''}`;
  let answer = answers.trials === trials ? answers.byRequest.get(memo) : undefined;
  if (!answer) {
    const decision = decideTrial(req.headers, trial, trials, { https });
    const variant = decision.variant === CONTROL ? '' : `${trial.id}.${decision.variant}`;
    const list = decision.shareable ? TARGETED : [...TARGETED, ...decision.setCookies.flatMap((cookie) => ['Set-Cookie', cookie])];
    answer = { key: variant ? `#${variant}` : '', variant, list, private: !decision.shareable, setCookies: decision.setCookies };
    if (decision.shareable) remember(trials, memo, answer);
  }
  return answer;
}

/**
 * Before a render: names the variant for proxy.ts (a kept page's answer needs no header).
 * @param {import('node:http').IncomingMessage} req
 * @param {TrialAnswer & { variant: string }} answer
 */
export function nameVariant(req, answer) {
  if (answer.variant) req.headers[VARIANT_HEADER] = answer.variant;
}

/** At most this many remembered answers (a few MB), the oldest forgotten first. */
const REMEMBERED = 10_000;
/** @type {{ trials: readonly unknown[], byRequest: Map<string, TrialAnswer & { variant: string }> }} */
const answers = { trials: [], byRequest: new Map() };

/** @param {readonly unknown[]} trials @param {string} memo @param {TrialAnswer & { variant: string }} answer */
function remember(trials, memo, answer) {
  if (answers.trials !== trials) Object.assign(answers, { trials, byRequest: new Map() });
  if (memo.length > 512) return; // a cookie header of another size is not a participant's to remember
  if (answers.byRequest.size >= REMEMBERED) answers.byRequest.delete(answers.byRequest.keys().next().value ?? '');
  answers.byRequest.set(memo, answer);
}

/**
 * A rendered page's answer gets the experiment's headers as it is sent: installed before the
 * page store's recorder wraps the response, so the kept document has none of them (they are
 * this visitor's) and each answer from the store adds its own.
 * @param {import('node:http').ServerResponse} res
 * @param {TrialAnswer} answer
 */
export function addTrialHeaders(res, answer) {
  const { writeHead } = res;
  const patched = /** @type {{ writeHead: (...args: unknown[]) => unknown }} */ (/** @type {unknown} */ (res));
  patched.writeHead = function (...args) {
    // Headers handed to writeHead itself would replace these: fold them in first.
    const given = args.find((arg, index) => index > 0 && arg && typeof arg === 'object' && !Array.isArray(arg));
    if (given) {
      for (const [name, value] of Object.entries(given)) if (value !== undefined) res.setHeader(name, /** @type {string} */ (value));
      args = args.filter((arg) => arg !== given);
    }
    res.setHeader('CDN-Cache-Control', 'private');
    if (answer.private) res.setHeader('Cache-Control', 'private, no-store');
    for (const cookie of answer.setCookies) res.appendHeader('Set-Cookie', cookie);
    return Reflect.apply(writeHead, res, args);
  };
}
