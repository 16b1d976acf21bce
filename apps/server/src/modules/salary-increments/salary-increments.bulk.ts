import type { BulkIncrementBody, BulkIncrementPreview, BulkIncrementRow } from '@tenaga/contracts';
import { incrementedSalary, salaryChange, sumAmounts } from '@tenaga/domain/salary';
import { startsAfter } from './salary-increments.rules.ts';

export interface BulkPlan {
  readonly preview: BulkIncrementPreview;
  /** The rows to write, one per employee who receives the increment. */
  readonly rows: readonly BulkIncrementRow[];
}

/**
 * Who of the employees a bulk increment found receives it, and their new salaries: not those
 * without a salary, nor those with an increment already waiting or one in force on or after the
 * date (each named with the reason); the totals are the monthly salaries before and after.
 */
export function bulkPlan(input: {
  body: Pick<BulkIncrementBody, 'kind' | 'value' | 'rounding' | 'effectiveDate'>;
  employees: readonly { id: string; salary: string | null; employeeName: string; employmentNumber: string }[];
  open: ReadonlySet<string>;
  lastApplied: ReadonlyMap<string, string>;
}): BulkPlan {
  const { body } = input;
  const rows: BulkIncrementRow[] = [];
  const skipped: BulkIncrementPreview['skipped'] = [];
  for (const employee of input.employees) {
    const who = { employeeId: employee.id, employeeName: employee.employeeName, employmentNumber: employee.employmentNumber };
    if (employee.salary === null) skipped.push({ ...who, reason: 'noSalary' });
    else if (input.open.has(employee.id)) skipped.push({ ...who, reason: 'openIncrement' });
    else if (!startsAfter(body.effectiveDate, input.lastApplied.get(employee.id) ?? null))
      skipped.push({ ...who, reason: 'laterIncrement' });
    else {
      const newSalary = incrementedSalary({ salary: employee.salary, kind: body.kind, value: body.value, rounding: body.rounding });
      rows.push({ ...who, oldSalary: employee.salary, newSalary, change: salaryChange(employee.salary, newSalary) });
    }
  }
  const totalOld = sumAmounts(rows.map((row) => row.oldSalary));
  const totalNew = sumAmounts(rows.map((row) => row.newSalary));
  return { preview: { rows, skipped, totalOld, totalNew, totalChange: salaryChange(totalOld, totalNew) }, rows };
}
