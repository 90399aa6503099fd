/**
 * Row ids as clients send them (form fields, path segments, query values, action arguments),
 * parsed as what the columns hold: PostgreSQL `serial` (int4) or `uuid`. Anything else names no row,
 * and must never reach a query (`1e20` is an integer to JavaScript and an error to PostgreSQL).
 */

/** The largest value an int4 column (`serial`, `integer`) holds. */
export const MAX_INT4 = 2 ** 31 - 1;

/** A `serial` id (also a post's version, which counts from 1 the same way): 1 … 2³¹−1, else null. */
export function parseSerialId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= MAX_INT4 ? value : null;
  // Digits only, no sign, exponent, spaces or leading zeros: one spelling per id.
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_INT4 ? id : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A `uuid` id, lower-cased, else null. */
export function parseUuid(value: unknown): string | null {
  return typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : null;
}
