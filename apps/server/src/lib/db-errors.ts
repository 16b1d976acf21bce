/** PostgreSQL's unique_violation, whichever driver (and drizzle wrapper) reports it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const violated = uniqueViolationOf(error);
  if (!violated) return false;
  return constraint === undefined || violated.constraint === constraint || violated.text.includes(constraint);
}

/** The unique constraint an error violated (its name when the driver says), or null when it is no unique violation. */
export function uniqueViolationOf(error: unknown): { constraint: string | undefined; text: string } | null {
  for (
    let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === '23505') return { constraint: current.constraint, text: String(current) };
  }
  return null;
}

/** PostgreSQL's foreign_key_violation: a row named a record that another transaction just removed. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error as { code?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === '23503') return true;
  }
  return false;
}
