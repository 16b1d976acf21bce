/** The login name for an employee's new account: the mail address when there is one, else the employment number. */
export function usernameCandidate(employee: { email: string | null; employmentNumber: string }): string {
  const base = (employee.email ?? employee.employmentNumber).trim().toLowerCase();
  // Usernames allow letters, digits and . _ @ + - (contracts UsernameSchema).
  const cleaned = base.replace(/[^a-z0-9._@+-]/g, '').slice(0, 70);
  return cleaned || 'user';
}

/** The first of base, base2, base3… that is not taken (compared case-insensitively). */
export function firstFreeUsername(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base.toLowerCase())) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}${suffix}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

export { fullName } from '../../lib/names.ts';
