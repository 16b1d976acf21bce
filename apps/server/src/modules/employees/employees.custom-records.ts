import { othersValues } from '../../db/others-values.ts';
import { employees } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { employeeValuesLevel, type CustomFieldRecords } from '../custom-fields/index.ts';
import type { EmployeesService } from './employees.service.ts';

/**
 * Employee records carry custom values: the custom fields module reads and writes them through
 * this, and a caller sees them on a record they reach, and changes them as the record's own fields.
 */
export function employeeCustomRecords(deps: { employees: Pick<EmployeesService, 'assertReaches'> }): CustomFieldRecords {
  const values = othersValues(employees);
  return {
    kind: 'employee',
    values,
    async find(tx, { auth, menuGrants, id, level }) {
      await deps.employees.assertReaches(tx, auth, { employeeId: id, level });
      const record = await values.find(tx, auth.companyId, id);
      if (!record) return undefined;
      const editable = employeeValuesLevel({ menuGrants, own: id === auth.employeeId }) === 'edit';
      return { ...record, refusal: editable ? null : new AppError('FIELD_FORBIDDEN') };
    },
  };
}
