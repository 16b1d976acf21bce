import { PolicyParametersSchema, PolicySettingsSchema, type InsuranceCountry, type PolicyParametersInput } from '@tenaga/contracts';
import type { Transaction } from '../tenant.ts';
import { insuranceAssignments, insurancePolicies } from '../schema/index.ts';

/**
 * A demo company's statutory policy (Settings › Insurance) and its people on it, so that the
 * payrun applies the country's schemes: parameters as the assign form would store them (the
 * contract's defaults filled in; what is left empty comes from the employee record).
 */
export async function seedDemoStatutory(
  tx: Transaction,
  input: {
    companyId: string;
    country: InsuranceCountry;
    name: string;
    settings?: Record<string, unknown> | undefined;
    now: Date;
    assignments: readonly { employeeId: string; from: string; parameters: PolicyParametersInput }[];
  },
): Promise<string> {
  const { companyId, now } = input;
  const [policy] = await tx
    .insert(insurancePolicies)
    .values({
      companyId,
      name: input.name,
      kind: 'statutory',
      country: input.country,
      settings: PolicySettingsSchema.parse(input.settings ?? {}),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: insurancePolicies.id });
  if (input.assignments.length > 0)
    await tx.insert(insuranceAssignments).values(
      input.assignments.map((assignment) => ({
        companyId,
        policyId: policy!.id,
        employeeId: assignment.employeeId,
        fromDate: assignment.from,
        parameters: PolicyParametersSchema.parse(assignment.parameters),
        createdAt: now,
        updatedAt: now,
      })),
    );
  return policy!.id;
}
