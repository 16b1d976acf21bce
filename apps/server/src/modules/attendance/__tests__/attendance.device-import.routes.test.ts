import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import * as contracts from '@tenaga/contracts';
import { attendanceEvents, auditLog, employees } from '../../../db/schema/index.ts';
import {
  createCompany,
  createEmployeeRow,
  createTestApp,
  createUser,
  loginAs,
  type TestApp,
  type TestCompany,
} from '../../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const csv = (...lines: string[]) => Buffer.from(lines.join('\r\n'), 'utf8').toString('base64');

async function companyWithDevicePeople() {
  const company = await createCompany(t, { countryCode: 'ID' });
  const site = await company.admin.api.ok(contracts.createSite, { body: { name: 'Makassar', address: 'Jl. Somba Opu 1' } });
  await company.admin.api.ok(contracts.updateSiteAttendance, {
    params: { id: site.id },
    body: {
      version: site.version,
      latitude: null,
      longitude: null,
      radiusMeters: null,
      timezone: 'Asia/Makassar',
      polygon: null,
      outsideRule: 'allow',
      proofs: [],
      anyEmployee: true,
    },
  });
  const andi = await createEmployeeRow(t, company.companyId, { firstName: 'Andi' });
  const siti = await createEmployeeRow(t, company.companyId, { firstName: 'Siti' });
  await t.tenant(company.companyId, async (tx) => {
    await tx.update(employees).set({ biometricNumber: '1001' }).where(eq(employees.id, andi));
    await tx.update(employees).set({ biometricNumber: '1002', siteId: site.id }).where(eq(employees.id, siti));
  });
  return { company, siteId: site.id, andi, siti };
}

const eventsOf = (company: TestCompany, employeeId: string) =>
  t.tenant(company.companyId, (tx) =>
    tx.select().from(attendanceEvents).where(eq(attendanceEvents.employeeId, employeeId)).orderBy(attendanceEvents.at),
  );

describe('Device imports', () => {
  it('checks a ZKTeco log, naming each bad row, and imports nothing while it has problems', async () => {
    const { company, andi } = await companyWithDevicePeople();
    const body = {
      fileName: 'attlog.csv',
      content: csv(
        'AC-No.,No.,Name,Time,State,New State,Exception,Operation',
        '1001,,Andi,2026/03/02 08:55,C/In,,OK,',
        '9999,,Nobody,2026/03/02 09:00,C/In,,OK,',
        '1001,,Andi,2026/03/02 25:00,C/Out,,OK,',
        '1001,,Andi,2026/03/02 18:00,Lunch,,OK,',
      ),
    };
    const check = await company.admin.api.ok(contracts.checkDeviceImport, { body });
    expect(check).toMatchObject({ rows: 4, punches: 1, duplicates: 0, problemCount: 3 });
    expect(check.problems.map((problem) => [problem.row, problem.column])).toEqual([
      [3, 'biometricNumber'],
      [4, 'time'],
      [5, 'state'],
    ]);
    expect(check.problems[0]!.message).toContain('9999');
    const refused = await company.admin.api.call(contracts.importDevicePunches, { body });
    expect(refused.status).toBe(422);
    expect(refused.error).toMatchObject({ code: 'DEVICE_IMPORT_INVALID' });
    expect(await eventsOf(company, andi)).toEqual([]);
  });

  it('imports the punches in the chosen site’s zone (else each employee’s site’s, else the company’s), duplicates ignored and counted, audited', async () => {
    const { company, siteId, andi, siti } = await companyWithDevicePeople();
    const content = csv(
      'User ID,Name,Date/Time,Status',
      '1001,Andi,02/03/2026 08:55:00,C/In',
      '1001,Andi,02/03/2026 18:02:00,C/Out',
      '1001,Andi,02/03/2026 18:02:00,C/Out',
      '1002,Siti,02/03/2026 21:58:00,0',
      '1002,Siti,03/03/2026 06:05:00,1',
    );
    const check = await company.admin.api.ok(contracts.checkDeviceImport, { body: { fileName: 'log.csv', content } });
    expect(check).toMatchObject({ rows: 5, punches: 4, duplicates: 1, problemCount: 0, problems: [] });

    const result = await company.admin.api.ok(contracts.importDevicePunches, { body: { fileName: 'log.csv', content } });
    expect(result).toEqual({ imported: 4, duplicates: 1 });
    // Andi has no site: Jakarta's time, the company's. Siti's site is in Makassar.
    expect((await eventsOf(company, andi)).map((row) => [row.action, row.at.toISOString(), row.source, row.timezone])).toEqual([
      ['in', '2026-03-02T01:55:00.000Z', 'device', 'Asia/Jakarta'],
      ['out', '2026-03-02T11:02:00.000Z', 'device', 'Asia/Jakarta'],
    ]);
    expect((await eventsOf(company, siti)).map((row) => [row.action, row.at.toISOString(), row.siteId])).toEqual([
      ['in', '2026-03-02T13:58:00.000Z', siteId],
      ['out', '2026-03-02T22:05:00.000Z', siteId],
    ]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entity, 'attendanceDeviceImport')));
    expect(entry).toMatchObject({ action: 'import', after: expect.objectContaining({ fileName: 'log.csv', imported: 4, duplicates: 1 }) });

    // The same file again: every punch is a duplicate. With the site chosen, Andi's times are Makassar's: new punches.
    expect(await company.admin.api.ok(contracts.importDevicePunches, { body: { fileName: 'log.csv', content } })).toEqual({
      imported: 0,
      duplicates: 5,
    });
    const atSite = await company.admin.api.ok(contracts.checkDeviceImport, { body: { fileName: 'log.csv', content, siteId } });
    expect(atSite).toMatchObject({ punches: 2, duplicates: 3 });
  });

  it('reads an xlsx log with date-time cells, and answers the sample', async () => {
    const { company, andi } = await companyWithDevicePeople();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Att');
    sheet.addRow(['AC-No.', 'Name', 'Time', 'State']);
    sheet.addRow(['1001', 'Andi', new Date(Date.UTC(2026, 2, 2, 8, 55, 0)), 'C/In']);
    sheet.addRow([1001, 'Andi', '2026/03/02 17:30', 'C/Out']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    expect(await company.admin.api.ok(contracts.importDevicePunches, { body: { fileName: 'log.xlsx', content } })).toEqual({
      imported: 2,
      duplicates: 0,
    });
    expect((await eventsOf(company, andi)).map((row) => row.at.toISOString())).toEqual([
      '2026-03-02T01:55:00.000Z',
      '2026-03-02T10:30:00.000Z',
    ]);

    const sample = await t.app.inject({
      method: 'GET',
      url: '/api/v2/attendance/device-import/sample',
      headers: { authorization: `Bearer ${company.admin.token}` },
    });
    expect(sample.statusCode).toBe(200);
    expect(sample.headers['content-type']).toContain('text/csv');
    expect(sample.body.split('\r\n')[0]).toBe('AC-No.,No.,Name,Time,State,New State,Exception,Operation');
  });

  it('refuses a file that is not a device log, an employee without the menu, and another company’s site', async () => {
    const { company, siteId } = await companyWithDevicePeople();
    const notALog = await company.admin.api.ok(contracts.checkDeviceImport, {
      body: { fileName: 'people.csv', content: csv('First name,Last name', 'Andi,M') },
    });
    expect(notALog).toMatchObject({ problemCount: 1, problems: [{ row: null, column: null }] });

    const employee = await loginAs(t, await createUser(t, company, { role: 'employee' }));
    const body = { fileName: 'log.csv', content: csv('User ID,Date/Time,Status', '1001,2026-03-02 09:00,C/In') };
    expect((await employee.api.call(contracts.importDevicePunches, { body })).status).toBe(403);

    const other = await createCompany(t, { countryCode: 'ID' });
    expect((await other.admin.api.call(contracts.checkDeviceImport, { body: { ...body, siteId } })).status).toBe(404);
    // Another company's biometric numbers are not this one's.
    const theirs = await other.admin.api.ok(contracts.checkDeviceImport, { body });
    expect(theirs).toMatchObject({ punches: 0, problemCount: 1 });
  });
});
