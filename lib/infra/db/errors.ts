import 'server-only';

/** True when a database error (or one it caused) is a unique-constraint violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** True when a database error (or one it caused) is a foreign-key refusal: a row still named elsewhere (23503, or 23001 for ON DELETE RESTRICT). */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (code === '23503' || code === '23001') return true;
  }
  return false;
}
