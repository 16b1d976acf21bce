import { describe, expect, it } from 'vitest';
import type { CustomFieldRecords } from '../custom-fields.records.ts';
import { recordsByKind } from '../custom-fields.records.ts';

const records = (kind: string) => ({ kind }) as unknown as CustomFieldRecords;

describe('the records that carry custom values', () => {
  it('are found by the record a location is on; a location whose records no module keeps has none', () => {
    const employee = records('employee');
    const contract = records('contract');
    const byKind = recordsByKind([employee, contract]);
    expect(byKind.of('employee')).toBe(employee);
    expect(byKind.of('employeeStandard')).toBe(employee);
    expect(byKind.of('contract')).toBe(contract);
    expect(byKind.of('timeOff')).toBeUndefined();
  });

  it('are kept by one module each', () => {
    expect(() => recordsByKind([records('employee'), records('employee')])).toThrow("Two modules keep custom values on 'employee' records");
  });
});
