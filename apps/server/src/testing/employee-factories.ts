import { randomInt } from 'node:crypto';
import type { CreateEmployeeInput } from '@tenaga/contracts';
import { eq } from 'drizzle-orm';
import { employees, users } from '../db/schema/index.ts';
import type { TestApp } from './test-app.ts';
import { uniqueName } from './factories.ts';

const NRIC_WEIGHTS = [2, 7, 6, 5, 4, 3, 2];
const S_CHECK_LETTERS = 'JZIHGFEDCBA';

const issuedNrics = new Set<string>();

/**
 * A Singapore NRIC (S series) with a right check letter and random digits, never the same twice in
 * one test process (600 random ones in one import file repeated one now and then).
 */
export function randomNric(): string {
  for (;;) {
    const digits = Array.from({ length: 7 }, () => randomInt(10));
    const sum = digits.reduce((total, digit, index) => total + digit * NRIC_WEIGHTS[index]!, 0);
    const nric = `S${digits.join('')}${S_CHECK_LETTERS[sum % 11]}`;
    if (issuedNrics.has(nric)) continue;
    issuedNrics.add(nric);
    return nric;
  }
}

/** A valid body for POST /employees (a Singapore citizen paid by bank transfer), with overrides per section. */
export function employeeBody(
  overrides: {
    personal?: Partial<CreateEmployeeInput['personal']>;
    job?: Partial<CreateEmployeeInput['job']>;
    payment?: Partial<CreateEmployeeInput['payment']>;
    deployments?: CreateEmployeeInput['deployments'];
    account?: CreateEmployeeInput['account'];
  } = {},
): CreateEmployeeInput {
  return {
    personal: {
      identificationType: 'SG_NRIC',
      identificationNumber: randomNric(),
      firstName: 'Mei Ling',
      lastName: 'Tan',
      gender: 'female',
      dateOfBirth: '1990-04-12',
      nationality: 'SG',
      email: `${uniqueName('mei')}@example.com`,
      phones: ['+6591234567'],
      ...overrides.personal,
    },
    job: { employmentNumber: uniqueName('E'), hiringDate: '2024-01-02', employmentType: 0, ...overrides.job },
    payment: {
      paymentModeId: 1,
      bankCode: 'SG_DBS',
      accountName: 'Tan Mei Ling',
      accountNumber: '0123456789',
      salary: '4500.00',
      ...overrides.payment,
    },
    ...(overrides.deployments ? { deployments: overrides.deployments } : {}),
    ...(overrides.account ? { account: overrides.account } : {}),
  };
}

export interface EmployeeOverrides {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly employmentNumber?: string;
  readonly managerId?: string | null;
  readonly departmentId?: string | null;
  readonly jobTitleId?: string | null;
  readonly cessationDate?: string | null;
  readonly identificationNumber?: string;
}

/** An employee row written straight to the database as the tenant (for arranging; the API path has its own tests). */
export async function createEmployeeRow(t: TestApp, companyId: string, overrides: EmployeeOverrides = {}): Promise<string> {
  const now = t.clock.now();
  const [row] = await t.tenant(companyId, (tx) =>
    tx
      .insert(employees)
      .values({
        companyId,
        employmentNumber: overrides.employmentNumber ?? uniqueName('E'),
        firstName: overrides.firstName ?? 'Ravi',
        lastName: overrides.lastName ?? 'Kumar',
        identificationType: 'SG_NRIC',
        identificationNumber: overrides.identificationNumber ?? randomNric(),
        hiringDate: '2023-03-01',
        managerId: overrides.managerId ?? null,
        departmentId: overrides.departmentId ?? null,
        jobTitleId: overrides.jobTitleId ?? null,
        cessationDate: overrides.cessationDate ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: employees.id }),
  );
  return row!.id;
}

/** Links a user to an employee record (their own profile). */
export async function linkUserToEmployee(t: TestApp, link: { companyId: string; userId: string; employeeId: string }): Promise<void> {
  const { companyId, userId, employeeId } = link;
  await t.tenant(companyId, (tx) => tx.update(users).set({ employeeId }).where(eq(users.id, userId)));
}
