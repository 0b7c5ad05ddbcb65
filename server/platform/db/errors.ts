/**
 * Finds the name of the unique constraint (or unique index) a failed query violated.
 * Drizzle wraps driver errors (`cause`), and both drivers report SQLSTATE 23505 with `constraint`.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return null;
}
