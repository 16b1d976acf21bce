import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FilterQuery, PaymentOption } from '@tenaga/contracts';
import { maskAccountNumber } from '@tenaga/domain';
import { employees } from '../../db/schema/index.ts';
import type { TenantRunner } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { calendarDate, type Clock } from '../../lib/clock.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import { projectFields } from '../access/index.ts';
import { companyProfile } from '../companies/index.ts';
import type { CallerAccess } from './employees.caller-access.ts';
import type { EmployeeFilters } from './employees.filters.ts';
import { filterCondition } from './employees.list.repository.ts';
import { recordValues } from './employees.record.ts';
import { activeOn, fullNameSql, reachCondition } from './employees.repository.ts';
import { optionText } from './employees.rules.ts';

/** Reads of many records at once, each field as the caller's level on that record allows. */
export function createEmployeeBulkReads(deps: { tenant: TenantRunner; clock: Clock; caller: CallerAccess; filters: EmployeeFilters }) {
  const { tenant, caller } = deps;

  return {
    /** `POST employees/data`: the fields asked for of the employees asked for that the caller reaches. */
    async data(auth: RequestAuth, body: { employeeIds: readonly string[]; fields: readonly string[] }) {
      const reach = await caller.reachFor(auth, 'view');
      const levels = await caller.levelsFor(auth);
      const rows = await tenant(auth.companyId, (tx) =>
        tx
          .select()
          .from(employees)
          .where(and(eq(employees.companyId, auth.companyId), inArray(employees.id, [...new Set(body.employeeIds)]), reachCondition(reach)))
          .orderBy(asc(employees.employmentNumber), asc(employees.id)),
      );
      return rows.map((employee) => {
        const own = levels(employee.id);
        const asked = Object.fromEntries(body.fields.map((field) => [field, own[field] ?? 'none']));
        const values = projectFields(asked, recordValues(employee));
        if (asked.accountNumber === 'view' && typeof values.accountNumber === 'string')
          values.accountNumber = maskAccountNumber(values.accountNumber);
        return { id: employee.id, version: employee.version, values };
      });
    },

    /** `POST employees/selection/payment`: who is working on the day (the filter's and the modes' only), and how each is paid. */
    async paymentOptions(auth: RequestAuth, body: { filter?: FilterQuery; paymentModeIds?: readonly number[]; on?: string }) {
      const filter: FilterQuery = body.filter ?? { rules: [], join: 'and', hideEmptyRows: false, employeeIds: [] };
      if (filter.rules.some((rule) => !deps.filters.applies(rule.category)))
        throw new AppError('VALIDATION_FAILED', { fieldErrors: { 'filter.rules': 'validation:invalidOption' } });
      const reach = await caller.reachFor(auth, 'view');
      const levels = await caller.levelsFor(auth);
      const rows = await tenant(auth.companyId, async (tx) => {
        const company = await companyProfile(tx, auth.companyId);
        const on = body.on ?? calendarDate(deps.clock.now(), company.timezone);
        const conditionOf = await deps.filters.conditions(tx, { companyId: auth.companyId, filter, today: on });
        return tx
          .select({
            id: employees.id,
            employmentNumber: employees.employmentNumber,
            fullName: fullNameSql,
            paymentModeId: employees.paymentModeId,
            bankCode: employees.bankCode,
            accountNumber: employees.accountNumber,
            salary: employees.salary,
          })
          .from(employees)
          .where(
            and(
              eq(employees.companyId, auth.companyId),
              reachCondition(reach),
              activeOn(on),
              filterCondition(filter, conditionOf),
              body.paymentModeIds?.length ? inArray(employees.paymentModeId, [...body.paymentModeIds]) : undefined,
            ),
          )
          .orderBy(asc(fullNameSql), asc(employees.id));
      });
      return rows.map((row): PaymentOption => {
        const own = levels(row.id);
        const sees = (field: string) => (own[field] ?? 'none') !== 'none';
        return {
          id: row.id,
          text: optionText(row.employmentNumber, row.fullName),
          paymentModeId: sees('paymentModeId') ? row.paymentModeId : null,
          bankCode: sees('bankCode') ? row.bankCode : null,
          accountReady: sees('bankCode') && sees('accountNumber') ? Boolean(row.bankCode && row.accountNumber) : null,
          hasSalary: sees('salary') ? row.salary !== null : null,
        };
      });
    },
  };
}
