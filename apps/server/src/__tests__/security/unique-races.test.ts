import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@tenaga/contracts';
import { AppError } from '../../lib/app-error.ts';
import { uniqueConflictOf } from '../../lib/unique-conflict.ts';
import { createCompany, createEmployeeRow, createTestApp, employeeBody, type TestApp, type TestCompany } from '../../testing/index.ts';

/** Identical saves at once: one wins, every other one hears why (409 and the translated message), never a 500. */
let t: TestApp;
let company: TestCompany;
beforeAll(async () => {
  t = await createTestApp();
  company = await createCompany(t);
});
afterAll(async () => {
  await t?.close();
});

const CONCURRENT = 50;

describe('a unique constraint that races', () => {
  it(`${CONCURRENT} identical employee creates: one 200, the others 409 with the field named`, async () => {
    const body = employeeBody();
    const results = await Promise.all(
      Array.from({ length: CONCURRENT }, () => company.admin.api.call(contracts.createEmployee, { body, language: 'en' })),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const result of results.filter((each) => each.status === 409)) {
      expect(result.error?.code).toMatch(/^(EMPLOYMENT_NUMBER_TAKEN|IDENTIFICATION_TAKEN)$/);
      expect(result.error?.message[0]).toMatch(/already/);
      // The field of the code is named; a create refused before the insert names every taken field at once.
      const fields = Object.keys(result.error?.errors ?? {});
      expect(fields).toContain(result.error?.code === 'EMPLOYMENT_NUMBER_TAKEN' ? 'job.employmentNumber' : 'personal.identificationNumber');
      expect(fields.every((field) => ['job.employmentNumber', 'personal.identificationNumber'].includes(field))).toBe(true);
    }
  });

  it(`${CONCURRENT} identical site creates: one 200, the others 409 NAME_TAKEN`, async () => {
    const body = { name: 'Harbourfront' };
    const results = await Promise.all(Array.from({ length: CONCURRENT }, () => company.admin.api.call(contracts.createSite, { body })));
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(new Set(results.filter((each) => each.status === 409).map((each) => each.error?.code))).toEqual(new Set(['NAME_TAKEN']));
  });

  it('reads the constraint from the driver’s own error, whichever database, and names the field where the body has it', async () => {
    await createEmployeeRow(t, company.companyId, { employmentNumber: 'E-RACE' });
    const error = await createEmployeeRow(t, company.companyId, { employmentNumber: 'e-race' }).catch((caught: unknown) => caught);
    const conflict = uniqueConflictOf(error, { job: { employmentNumber: 'e-race' } });
    expect(conflict).toBeInstanceOf(AppError);
    expect(conflict).toMatchObject({
      code: 'EMPLOYMENT_NUMBER_TAKEN',
      fieldErrors: { 'job.employmentNumber': 'validation:employmentNumberTaken' },
    });
    expect(uniqueConflictOf(error, {})).toMatchObject({ code: 'EMPLOYMENT_NUMBER_TAKEN', fieldErrors: undefined });
    expect(uniqueConflictOf({ code: '23505', constraint: 'something_new_key' }, {})).toMatchObject({ code: 'CONFLICT', status: 409 });
    expect(uniqueConflictOf({ code: '23505', constraint: 'sites_name_key' }, { name: 'x' })).toMatchObject({
      code: 'NAME_TAKEN',
      fieldErrors: { name: 'errors:NAME_TAKEN' },
    });
    expect(uniqueConflictOf(new Error('boom'), {})).toBeNull();
  });
});
