import { RATE_TYPES, type RateType } from '@tenaga/payroll';
import { describe, expect, it } from 'vitest';
import { CONTRIBUTION_RATE_TYPES } from '../modules/employees.contracts.ts';

// The employee record offers some of the CPF rate types the payroll engine knows (F/F, full rates
// by joint application, is not a choice on the record): a subset of the engine's one list.
describe("the employee record's contribution rate types", () => {
  it("are the payroll engine's rate types", () => {
    const subset: readonly RateType[] = CONTRIBUTION_RATE_TYPES;
    for (const type of subset) expect(RATE_TYPES).toContain(type);
  });
});
