import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@tenaga/contracts';
import { and, eq } from 'drizzle-orm';
import { employeeContractDeployments, employees } from '../../../db/schema/index.ts';
import { serverTranslator } from '../../../lib/i18n.ts';
import { createCompany, createEmployeeRow, createTestApp, type TestApp, type TestCompany } from '../../../testing/index.ts';
import { createWorkCalendarsService, type WorkCalendarsService } from '../work-calendars.service.ts';

let t: TestApp;
let service: WorkCalendarsService;
beforeAll(async () => {
  t = await createTestApp();
  // Locations are only checked on changes through the routes; counting never lists them.
  service = createWorkCalendarsService({
    tenant: t.tenant,
    clock: t.clock,
    translate: await serverTranslator(),
    clientContracts: { withLocations: async () => [] },
  });
});
afterAll(async () => {
  await t?.close();
});

async function contractWithLocation(company: TestCompany) {
  const contract = await company.admin.api.ok(contracts.createClientContract, {
    body: { name: 'Shah Alam plant', client: 'Hicom', locations: [{ name: 'Shah Alam', address: '' }] },
  });
  return { contractId: contract.id, locationId: contract.locations[0]!.id };
}

async function deploy(company: TestCompany, employeeId: string, at: { contractId: string; locationId: string; from: string; to?: string }) {
  await t.tenant(company.companyId, (tx) =>
    tx.insert(employeeContractDeployments).values({
      companyId: company.companyId,
      employeeId,
      contractId: at.contractId,
      locationId: at.locationId,
      fromDate: at.from,
      toDate: at.to ?? null,
    }),
  );
}

describe('working days', () => {
  it("counts each employee's working days in a few queries, on the calendar they are on each day", async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    await api.ok(contracts.adoptHolidays, { body: { country: 'SG' } });
    const plant = await contractWithLocation(company);
    await api.ok(contracts.adoptHolidays, { body: { locationId: plant.locationId, country: 'MY', state: 'MY-10' } });

    const office = await createEmployeeRow(t, company.companyId);
    const joiner = await createEmployeeRow(t, company.companyId);
    await t.tenant(company.companyId, (tx) =>
      tx
        .update(employees)
        .set({ hiringDate: '2026-08-17' })
        .where(and(eq(employees.companyId, company.companyId), eq(employees.id, joiner))),
    );
    const movedToSelangor = await createEmployeeRow(t, company.companyId);
    await deploy(company, movedToSelangor, { ...plant, from: '2026-08-20' });

    const august = { from: '2026-08-01', to: '2026-08-31' };
    let days = await service.workingDays(company.companyId, { employeeIds: [office, joiner, movedToSelangor], ...august });
    // 21 weekdays; Singapore's National Day observed on Monday 10 August.
    expect(days.get(office)?.days).toBe(20);
    // Joined on Monday 17 August: 11 weekdays left.
    expect(days.get(joiner)?.days).toBe(11);
    // In Singapore until 19 August (loses the 10th), in Selangor from the 20th: Maulidur Rasul 25 Aug and National Day 31 Aug.
    expect(days.get(movedToSelangor)?.days).toBe(18);
    expect(days.get(movedToSelangor)?.dates.find((day) => day.date === '2026-08-31')).toEqual({
      date: '2026-08-31',
      fraction: 0,
      reason: 'holiday',
    });

    // An unticked holiday is a working day again; a half-day company holiday takes half a day.
    await api.ok(contracts.tickHoliday, { body: { date: '2026-08-10', ticked: false } });
    await api.ok(contracts.createHoliday, { body: { date: '2026-08-14', name: 'Family day', halfDay: true } });
    days = await service.workingDays(company.companyId, { employeeIds: [office], ...august });
    expect(days.get(office)?.days).toBe(20.5);

    expect(await service.holidaysFor(company.companyId, { locationId: plant.locationId, from: '2026-08-01', to: '2026-08-31' })).toEqual([
      { date: '2026-08-14', halfDay: true },
      { date: '2026-08-25', halfDay: false },
      { date: '2026-08-31', halfDay: false },
    ]);
  });

  it("names standard holidays in the caller's language, observed days as such", () => {
    expect(service.standard('zh', { country: 'SG', year: 2026 })).toContainEqual({
      date: '2026-08-10',
      name: '国庆日（补假）',
      type: 'observed',
    });
    expect(service.standard('ms', { country: 'MY', year: 2026, state: 'MY-10' })).toContainEqual({
      date: '2026-12-11',
      name: 'Hari Keputeraan Sultan Selangor',
      type: 'state',
    });
  });

  it("never counts another company's employees", async () => {
    const mine = await createCompany(t);
    const theirs = await createCompany(t);
    const theirEmployee = await createEmployeeRow(t, theirs.companyId);
    const days = await service.workingDays(mine.companyId, { employeeIds: [theirEmployee], from: '2026-08-01', to: '2026-08-31' });
    expect(days.size).toBe(0);
  });
});
