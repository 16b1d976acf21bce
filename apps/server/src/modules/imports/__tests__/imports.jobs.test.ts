import { afterAll, beforeAll, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { auditLog, employees } from '../../../db/schema/index.ts';
import { serverTranslator } from '../../../lib/i18n.ts';
import { createCompany, createTestApp, createTestModules, type TestApp, type TestCompany } from '../../../testing/index.ts';
import type { ImportWrite } from '../index.ts';
import { importJob } from '../imports.jobs.ts';
import type { ImportJobPayload } from '../imports.service.ts';
import { EMPLOYEE_HEADER, employeeRow, xlsxFile } from '../../../testing/import-files.ts';

let t: TestApp;
let company: TestCompany;
beforeAll(async () => {
  t = await createTestApp();
  company = await createCompany(t);
});
afterAll(async () => {
  await t?.close();
});

const rowsOf = async (table: typeof employees | typeof auditLog) =>
  (await t.db.select({ value: count() }).from(table).where(eq(table.companyId, company.companyId)))[0]!.value;

it('an import that fails while writing leaves nothing behind: no employee, no audit entry', async () => {
  const translate = await serverTranslator();
  const modules = await createTestModules(t);
  const files = modules.service('files');
  const importer = modules.registry('importers').find((candidate) => candidate.kind === 'employees')!;
  // The real import, which fails once its 600 rows are written (a lost connection, a full disk).
  const failing = {
    ...importer,
    write: async (input: ImportWrite<unknown>) => {
      await importer.write(input);
      throw new Error('the disk is full');
    },
  };
  const upload = await xlsxFile([EMPLOYEE_HEADER, ...Array.from({ length: 600 }, () => employeeRow())]);
  const fileId = await t.tenant(company.companyId, (tx) =>
    files.store(tx, {
      companyId: company.companyId,
      createdBy: company.admin.user.userId,
      name: upload.fileName,
      contentType: 'application/octet-stream',
      content: Buffer.from(upload.content, 'base64'),
    }),
  );
  const payload: ImportJobPayload = {
    kind: 'employees',
    fileId,
    fileName: upload.fileName,
    userId: company.admin.user.userId,
    impersonatorUserId: null,
    ip: null,
    language: 'en',
    forbiddenFields: [],
  };
  const before = { employees: await rowsOf(employees), audit: await rowsOf(auditLog) };
  const steps: (string | undefined)[] = [];

  const job = importJob(failing, { translate, clock: t.clock, files });
  await expect(
    job.run({
      jobId: 'job',
      companyId: company.companyId,
      payload,
      attempt: 1,
      tenant: t.tenant,
      progress: async (_, step) => void steps.push(step),
    }),
  ).rejects.toThrow('the disk is full');

  expect(await rowsOf(employees)).toBe(before.employees);
  expect(await rowsOf(auditLog)).toBe(before.audit);
  // It got as far as writing.
  expect(steps).toContain('imports:progress.writing');
});
