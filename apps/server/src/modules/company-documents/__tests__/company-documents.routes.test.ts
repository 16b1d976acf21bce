import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompanyDocument,
  deleteCompanyDocument,
  listCompanyDocuments,
  updateCompanyDocument,
} from '@tenaga/contracts/modules/company-documents.contracts';
import { auditLog, files } from '../../../db/schema/index.ts';
import { createCompany, createTestApp, createUser, loginAs, type TestApp, type TestCompany } from '../../../testing/index.ts';
import { documentTypeOf } from '../company-documents.rules.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const pdf = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n%%EOF\n`);
const upload = (content: Buffer, fileName = 'contract.pdf') => ({ fileName, data: content.toString('base64') });

async function keptFiles(company: TestCompany) {
  return t.db.select({ id: files.id, expiresAt: files.expiresAt }).from(files).where(eq(files.companyId, company.companyId));
}

const download = (company: TestCompany, id: string) =>
  company.admin.api.inject({ method: 'GET', url: `/api/v2/companies/documents/${id}/file` });

describe('company document templates (Settings › Document)', () => {
  it('uploads, lists, renames, replaces the file of and deletes a template, audited, keeping one file each', async () => {
    const company = await createCompany(t);
    const created = await company.admin.api.ok(createCompanyDocument, {
      body: { name: ' Employment contract ', category: 'employmentContract', file: upload(pdf('first'), '../../contract v1.pdf') },
    });
    expect(created).toMatchObject({
      name: 'Employment contract',
      category: 'employmentContract',
      fileName: 'contract v1.pdf',
      contentType: 'application/pdf',
      size: pdf('first').length,
      version: 1,
    });
    expect(await company.admin.api.ok(listCompanyDocuments)).toEqual([created]);
    const first = await download(company, created.id);
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(pdf('first'))).toBe(true);

    const renamed = await company.admin.api.ok(updateCompanyDocument, {
      params: { id: created.id },
      body: { version: 1, name: 'Contract of service', category: 'employmentContract' },
    });
    expect(renamed).toMatchObject({ name: 'Contract of service', fileName: 'contract v1.pdf', version: 2 });
    const replaced = await company.admin.api.ok(updateCompanyDocument, {
      params: { id: created.id },
      body: { version: 2, name: 'Contract of service', category: 'employmentContract', file: upload(pdf('second'), 'contract v2.pdf') },
    });
    expect(replaced).toMatchObject({ fileName: 'contract v2.pdf', version: 3 });
    expect((await download(company, created.id)).rawPayload.equals(pdf('second'))).toBe(true);
    // The replaced file is gone; the kept one does not expire.
    expect(await keptFiles(company)).toEqual([expect.objectContaining({ expiresAt: null })]);
    expect(
      await company.admin.api.fail(
        updateCompanyDocument,
        { params: { id: created.id }, body: { version: 2, name: 'Stale', category: 'other' } },
        409,
      ),
    ).toMatchObject({ code: 'VERSION_CONFLICT' });

    await company.admin.api.ok(deleteCompanyDocument, { params: { id: created.id } });
    expect(await company.admin.api.ok(listCompanyDocuments)).toEqual([]);
    expect(await keptFiles(company)).toEqual([]);
    expect((await download(company, created.id)).statusCode).toBe(404);
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entityId, created.id)));
    expect(trail.map((entry) => entry.action).sort()).toEqual(['create', 'delete', 'replace', 'update']);
  });

  it('answers 409 for a name already used, and 400 for a file that is not a PDF, Word file or image, or too large', async () => {
    const company = await createCompany(t);
    await company.admin.api.ok(createCompanyDocument, { body: { name: 'Handbook', category: 'employeeHandbook', file: upload(pdf('h')) } });
    expect(
      await company.admin.api.fail(createCompanyDocument, { body: { name: 'HANDBOOK', category: 'other', file: upload(pdf('x')) } }, 409),
    ).toMatchObject({ code: 'NAME_TAKEN' });
    const html = upload(Buffer.from('<html><script>alert(1)</script></html>'), 'policy.pdf');
    expect(
      (await company.admin.api.fail(createCompanyDocument, { body: { name: 'Policy', category: 'policy', file: html } }, 400)).errors,
    ).toEqual({
      'file.data': 'Please select a PDF, Word (.docx), PNG or JPEG file',
    });
    const large = upload(Buffer.concat([pdf('big'), Buffer.alloc(2_000_001)]));
    expect((await company.admin.api.call(createCompanyDocument, { body: { name: 'Big', category: 'other', file: large } })).status).toBe(
      400,
    );
    const bad = await company.admin.api.fail(
      createCompanyDocument,
      { body: { name: '', category: 'nothing' as 'other', file: { fileName: '', data: 'not base64!' } } },
      400,
    );
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['category', 'file.data', 'file.fileName', 'name']);
  });

  it('reads a Word file by its parts, not its name', () => {
    const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....[Content_Types].xml....word/document.xml....')]);
    expect(documentTypeOf(docx)).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(documentTypeOf(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('xl/workbook.xml')]))).toBeNull();
  });

  it('is open to HR managers, closed to managers and employees, and kept apart per company', async () => {
    const company = await createCompany(t);
    const other = await createCompany(t);
    const hr = await loginAs(t, await createUser(t, company, { role: 'hrManager' }));
    const created = await hr.api.ok(createCompanyDocument, {
      body: { name: 'Regulations', category: 'companyRegulations', file: upload(pdf('r')) },
    });
    for (const role of ['manager', 'employee'] as const) {
      const session = await loginAs(t, await createUser(t, company, { role }));
      expect((await session.api.call(listCompanyDocuments)).status).toBe(403);
      expect((await session.api.inject({ method: 'GET', url: `/api/v2/companies/documents/${created.id}/file` })).statusCode).toBe(403);
    }
    expect(await other.admin.api.ok(listCompanyDocuments)).toEqual([]);
    expect((await download(other, created.id)).statusCode).toBe(404);
    expect(
      (
        await other.admin.api.call(updateCompanyDocument, {
          params: { id: created.id },
          body: { version: 1, name: 'Mine', category: 'other' },
        })
      ).status,
    ).toBe(404);
    expect((await other.admin.api.call(deleteCompanyDocument, { params: { id: created.id } })).status).toBe(404);
    expect((await t.anonymous.call(listCompanyDocuments)).status).toBe(401);
  });
});
