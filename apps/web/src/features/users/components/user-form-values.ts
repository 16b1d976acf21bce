import type { UpdateUserBody, User } from '@tenaga/contracts';

export type UserFormValues = {
  username?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  roleId?: string;
  employeeId?: string;
  active?: boolean;
  passwordSetup?: 'invite' | 'password';
  password?: string;
  confirmPassword?: string;
} & Record<string, unknown>;

type Editable = 'username' | 'email' | 'firstName' | 'lastName' | 'roleId' | 'employeeId' | 'active';
const EDITABLE: readonly Editable[] = ['username', 'email', 'firstName', 'lastName', 'roleId', 'employeeId', 'active'];

/** The form's starting values: an account's own, or a new active one. */
export function toFormValues(user: User | null): UserFormValues {
  if (!user) return { active: true, lastName: '', passwordSetup: 'invite' };
  return {
    ...(user.username !== undefined ? { username: user.username } : {}),
    ...(user.email ? { email: user.email } : {}),
    ...(user.firstName !== undefined ? { firstName: user.firstName } : {}),
    ...(user.lastName !== undefined ? { lastName: user.lastName } : {}),
    ...(user.roleId ? { roleId: user.roleId } : {}),
    ...(user.employeeId ? { employeeId: user.employeeId } : {}),
    ...(user.active !== undefined ? { active: user.active } : {}),
  };
}

/**
 * Only what the user changed is sent: a role may view a field without editing it, and the server
 * refuses a save that names such a field. A cleared field is sent as '' (null fields are dropped
 * on the way out, spec §7).
 */
export function changedFields(initial: UserFormValues, values: UserFormValues): Partial<Omit<UpdateUserBody, 'id' | 'version'>> {
  const changes: Record<string, unknown> = {};
  for (const field of EDITABLE) {
    const before = initial[field];
    const after = values[field];
    if (after === before || (after === undefined && !(field in values))) continue;
    if ((after === undefined || after === null || after === '') && (before === undefined || before === '')) continue;
    changes[field] = after === undefined || after === null ? '' : after;
  }
  return changes;
}
