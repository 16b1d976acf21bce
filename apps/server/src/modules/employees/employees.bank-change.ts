import { NOTIFICATION_TYPES } from '@tenaga/contracts';
import type { Transaction } from '../../db/tenant.ts';
import type { ModuleServices } from '../../platform/module.ts';
import { fullName } from './employees.rules.ts';

/** The notification kind of an employee changing their own bank account (notificationKinds). */
export const BANK_ACCOUNT_CHANGE_KIND = 'bankAccountChange';

/** Where an employee's pay goes: a change to any of these by the employee themself is told to HR. */
export const BANK_FIELDS = ['bankCode', 'accountName', 'accountNumber'] as const;

/** Whether a save changes where the pay goes. */
export function changesBankAccount(before: Record<string, unknown>, after: Record<string, unknown>): boolean {
  return BANK_FIELDS.some((field) => (before[field] ?? null) !== (after[field] ?? null));
}

/**
 * Someone who changes their own bank account could send their pay, or a colleague's sign-in could
 * send it, anywhere: those who may change employees' bank details (and reach this employee) hear of
 * it, in the saving transaction, by the channels each of them chose.
 */
export function createBankChangeNotice(deps: {
  access: Pick<ModuleServices['access'], 'rolesGranting'>;
  users: Pick<ModuleServices['users'], 'activeAccountsWithRoles'>;
  notifications: Pick<ModuleServices['notifications'], 'notify'>;
}) {
  return async function tellPayrollKeepers(
    tx: Transaction,
    input: {
      companyId: string;
      actorUserId: string;
      employee: { id: string; managerId: string | null; firstName: string; lastName: string };
      now: Date;
    },
  ): Promise<string[]> {
    const roles = await deps.access.rolesGranting(tx, input.companyId, { field: 'employee.accountNumber', level: 'edit' });
    const scopeOf = new Map(roles.map((role) => [role.id, role.dataScope]));
    const holders = await deps.users.activeAccountsWithRoles(tx, input.companyId, [...scopeOf.keys()]);
    const told = holders.filter((holder) => {
      if (holder.id === input.actorUserId || holder.employeeId === input.employee.id) return false;
      const scope = scopeOf.get(holder.roleId);
      return scope === 'all' || (scope === 'team' && holder.employeeId !== null && holder.employeeId === input.employee.managerId);
    });
    for (const holder of told) {
      await deps.notifications.notify(tx, {
        companyId: input.companyId,
        userId: holder.id,
        kind: BANK_ACCOUNT_CHANGE_KIND,
        type: NOTIFICATION_TYPES.changed,
        titleKey: 'employees:bankChange.title',
        bodyKey: 'employees:bankChange.body',
        values: { name: fullName(input.employee.firstName, input.employee.lastName) },
        path: `/employee/${input.employee.id}/profile#paymentDetail`,
        now: input.now,
      });
    }
    return told.map((holder) => holder.id);
  };
}

export type BankChangeNotice = ReturnType<typeof createBankChangeNotice>;
