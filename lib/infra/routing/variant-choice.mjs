// @ts-check
/**
 * Which variant of an experiment a visitor sees (docs/experiments.md), decided by the production
 * server before the page is sent: the same one on every page, on reload and on a later visit. A
 * visitor is a random first-party identifier (EXPERIMENT_COOKIE), never derived from the address
 * or the browser; the variant is a hash of the experiment and that identifier, bucketed by the
 * weights, so nothing per visitor is stored. Only a visitor who accepted analytics cookies (the
 * banner's choice, mirrored in CONSENT_COOKIE) and sent neither Do Not Track nor Global Privacy
 * Control takes part; anyone else sees the control, uncounted, and gets no cookie.
 *
 * A second cookie (VARIANT_COOKIE) holds only the variants of the running experiments, the same
 * for every visitor in them: a shared cache (nginx, a CDN) adds it to its key. A response is
 * shareable only when that cookie, as sent, already says what the page shows; when the server
 * sets or corrects it, the response is private.
 */
import { createHash, randomBytes } from 'node:crypto';
import { CONSENT_COOKIE } from '../security/consent-boot.mjs';

/** The identifier's cookie: set only while an experiment runs, and only with the visitor's consent. */
export const EXPERIMENT_COOKIE = 'otailo_exp';
/** The variants of every running experiment for this visitor (`12.b~15.control`): a shared cache's key. */
export const VARIANT_COOKIE = 'otailo_variant';
/** The banner's choice as the server reads it (written by the banner and the boot script). */
export { CONSENT_COOKIE };
/** How long the identifier lasts: an experiment's usual length and then some. */
export const EXPERIMENT_COOKIE_DAYS = 90;
/** The control: the page as it is, the first variant of every experiment. */
export const CONTROL = 'control';
/** The internal request header naming the variant to serve: set by server/trials.mjs only (a client's copy is removed), read by proxy.ts. */
export const VARIANT_HEADER = 'x-otailo-variant';
/** A variant's name in that header and in its internal address: `{experiment id}.{variant key}`. */
export const VARIANT_ADDRESS = /^(\d{1,9})\.([a-z][a-z0-9-]{0,19})$/;

const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

/** A new identifier: 128 random bits, base64url (22 characters). */
export function newVisitorId() {
  return randomBytes(16).toString('base64url');
}

/**
 * The identifier a cookie holds, or null for anything else (absent, edited, too long).
 * @param {string | undefined | null} cookie
 */
export function visitorIdOf(cookie) {
  return typeof cookie === 'string' && VISITOR_ID.test(cookie) ? cookie : null;
}

/**
 * Whether the browser asked not to be tracked (`DNT: 1`, `Sec-GPC: 1`): it sees the control, uncounted.
 * @param {{ get(name: string): string | null }} headers
 */
export function optedOut(headers) {
  return headers.get('dnt')?.trim() === '1' || headers.get('sec-gpc')?.trim() === '1';
}

/** @typedef {{ key: string, weight: number }} Variant */

/**
 * A number in [0, 1) from the experiment and the visitor: uniform, and the same every time.
 * @param {string | number} experimentId
 * @param {string} visitorId
 */
export function bucketOf(experimentId, visitorId) {
  const digest = createHash('sha256').update(`${experimentId}:${visitorId}`).digest();
  return digest.readUInt32BE(0) / 2 ** 32;
}

/**
 * The visitor's variant by the weights (the first variant, the control, when the weights are unusable).
 * @template {Variant} V
 * @param {string | number} experimentId
 * @param {string} visitorId
 * @param {readonly V[]} variants
 * @returns {V}
 */
export function chooseVariant(experimentId, visitorId, variants) {
  const usable = variants.filter((variant) => Number.isFinite(variant.weight) && variant.weight > 0);
  const total = usable.reduce((sum, variant) => sum + variant.weight, 0);
  if (usable.length === 0 || total <= 0) return /** @type {V} */ (variants[0]);
  let point = bucketOf(experimentId, visitorId) * total;
  for (const variant of usable) {
    if (point < variant.weight) return variant;
    point -= variant.weight;
  }
  return /** @type {V} */ (usable.at(-1));
}

/**
 * The three cookies this module reads, from a Cookie header (nothing else is parsed).
 * @param {string | undefined} header
 */
export function trialCookies(header) {
  /** @type {{ consent?: string, id?: string, variants?: string }} */
  const found = {};
  if (!header || !header.includes('otailo_')) return found;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (name === CONSENT_COOKIE) found.consent = value;
    else if (name === EXPERIMENT_COOKIE) found.id = value;
    else if (name === VARIANT_COOKIE) found.variants = value;
  }
  return found;
}

/**
 * The variant-cookie value of a visitor in every running experiment (`12.b~15.control`).
 * @param {string} visitorId
 * @param {readonly { id: number, variants: readonly Variant[] }[]} trials
 */
export function variantsCookieValue(visitorId, trials) {
  return trials.map((trial) => `${trial.id}.${chooseVariant(trial.id, visitorId, trial.variants).key}`).join('~');
}

/**
 * @typedef {{
 *   variant: string,
 *   counted: boolean,
 *   setCookies: string[],
 *   shareable: boolean,
 * }} TrialDecision what to serve: the variant, whether the visitor takes part, the cookies to set,
 *   and whether a shared cache keyed on the variant cookie may keep the answer
 */

/**
 * What one request for a page under experiment gets.
 * @param {{ cookie?: string, dnt?: string | string[], 'sec-gpc'?: string | string[] }} headers
 * @param {{ id: number, variants: readonly Variant[] }} trial the page's experiment
 * @param {readonly { id: number, variants: readonly Variant[] }[]} trials every running experiment
 * @param {{ https: boolean }} options
 * @returns {TrialDecision}
 */
export function decideTrial(headers, trial, trials, { https }) {
  const cookies = trialCookies(headers.cookie);
  const attributes = `; Path=/; HttpOnly; SameSite=Lax${https ? '; Secure' : ''}`;
  const keep = `; Max-Age=${EXPERIMENT_COOKIE_DAYS * 86_400}${attributes}`;
  const drop = `; Max-Age=0${attributes}`;
  /** @type {string[]} */
  const setCookies = [];
  const dnt = String(headers.dnt ?? '').trim() === '1' || String(headers['sec-gpc'] ?? '').trim() === '1';
  if (cookies.consent !== 'all' || dnt) {
    // Not taking part: the control, and any cookie of a former participant removed.
    if (cookies.id !== undefined) setCookies.push(`${EXPERIMENT_COOKIE}=${drop}`);
    if (cookies.variants !== undefined) setCookies.push(`${VARIANT_COOKIE}=${drop}`);
    return { variant: CONTROL, counted: false, setCookies, shareable: setCookies.length === 0 };
  }
  let id = visitorIdOf(cookies.id);
  if (id === null) {
    id = newVisitorId();
    setCookies.push(`${EXPERIMENT_COOKIE}=${id}${keep}`);
  }
  const variants = variantsCookieValue(id, trials);
  if (cookies.variants !== variants) setCookies.push(`${VARIANT_COOKIE}=${variants}${keep}`);
  return { variant: chooseVariant(trial.id, id, trial.variants).key, counted: true, setCookies, shareable: setCookies.length === 0 };
}
