/**
 * Which variant of an experiment a visitor sees (docs/experiments.md): the same one on every page,
 * on reload and on a later visit, chosen on the server before the page is sent. A visitor is a
 * random first-party identifier (EXPERIMENT_COOKIE), never derived from the address or the
 * browser; the variant is a hash of the experiment and that identifier, bucketed by the configured
 * weights, so nothing per visitor is stored. A browser that says Do Not Track or Global Privacy
 * Control, or a visitor without the identifier, sees the control and is not counted.
 */
import { createHash, randomBytes } from 'node:crypto';

/** The identifier's cookie: set only while an experiment runs, and only with the visitor's consent. */
export const EXPERIMENT_COOKIE = 'otailo_exp';
/** How long the identifier lasts: an experiment's usual length and then some. */
export const EXPERIMENT_COOKIE_DAYS = 90;

const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

/** A new identifier: 128 random bits, base64url (22 characters). */
export function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

/** The identifier a cookie holds, or null for anything else (absent, edited, too long). */
export function visitorIdOf(cookie: string | undefined | null): string | null {
  return typeof cookie === 'string' && VISITOR_ID.test(cookie) ? cookie : null;
}

/** Whether the browser asked not to be tracked (`DNT: 1`, `Sec-GPC: 1`): it sees the control, uncounted. */
export function optedOut(headers: Pick<Headers, 'get'>): boolean {
  return headers.get('dnt')?.trim() === '1' || headers.get('sec-gpc')?.trim() === '1';
}

export interface Variant {
  key: string;
  /** The share of traffic, in any unit (weights are compared with their sum). */
  weight: number;
}

/** A number in [0, 1) from the experiment and the visitor: uniform, and the same every time. */
export function bucketOf(experimentId: string | number, visitorId: string): number {
  const digest = createHash('sha256').update(`${experimentId}:${visitorId}`).digest();
  return digest.readUInt32BE(0) / 2 ** 32;
}

/** The visitor's variant by the weights (the first variant, the control, when the weights are unusable). */
export function chooseVariant<V extends Variant>(experimentId: string | number, visitorId: string, variants: readonly V[]): V {
  const usable = variants.filter((variant) => Number.isFinite(variant.weight) && variant.weight > 0);
  const total = usable.reduce((sum, variant) => sum + variant.weight, 0);
  if (usable.length === 0 || total <= 0) return variants[0]!;
  let point = bucketOf(experimentId, visitorId) * total;
  for (const variant of usable) {
    if (point < variant.weight) return variant;
    point -= variant.weight;
  }
  return usable.at(-1)!;
}
