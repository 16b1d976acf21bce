import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@tenaga/contracts';
import {
  createCompany,
  createEmployeeRow,
  createFakeClock,
  createTestApp,
  createUser,
  linkUserToEmployee,
  loginAs,
  type TestApp,
  type TestSession,
} from '../../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createFakeClock(new Date('2026-11-20T04:00:00Z')) });
});
afterAll(async () => {
  await t?.close();
});

/**
 * The text a PDF shows in the standard fonts: each page's content stream inflated, the strings of
 * its text operators decoded (PDFKit writes them as hex, split where it kerns).
 */
function pdfText(pdf: Buffer): string {
  const parts: string[] = [];
  const source = pdf.toString('latin1');
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const shown of content.matchAll(/\[(.*?)\] TJ/g))
      parts.push([...shown[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''));
  }
  return parts.join('');
}

async function print(session: TestSession, body: contracts.PayItemPrintBody) {
  const response = await session.api.call(contracts.printPayItems, { body });
  return response;
}

/** Hana (HR) assigns a transport allowance to Siti and Ravi from November and a one-off bonus to Siti in December; Siti signs in. */
async function arrange() {
  const company = await createCompany(t);
  const hana = await loginAs(t, await createUser(t, company, { role: 'hrManager', firstName: 'Hana' }));
  const categories = (await hana.api.ok(contracts.listPayItemCategories, { body: { length: -1 } })).data;
  const categoryId = (code: string) => categories.find((row) => row.code === code)!.id;
  const transport = await hana.api.ok(contracts.createPayItemPolicy, {
    body: { categoryId: categoryId('transport'), name: 'Transport allowance', recurrence: 'recurring', amount: '150.00' },
  });
  const bonus = await hana.api.ok(contracts.createPayItemPolicy, {
    body: { categoryId: categoryId('bonus'), name: 'Project bonus', recurrence: 'oneOff', amount: '500.00' },
  });
  const siti = await createEmployeeRow(t, company.companyId, { firstName: 'Siti', lastName: 'Rahman' });
  const ravi = await createEmployeeRow(t, company.companyId, { firstName: 'Ravi', lastName: 'Nair' });
  await hana.api.ok(contracts.assignPayItems, {
    body: { employeeIds: [siti, ravi], effectiveFrom: '2026-11-01', items: [{ policyId: transport.id }] },
  });
  await hana.api.ok(contracts.assignPayItems, {
    body: { employeeIds: [siti], effectiveFrom: '2026-12-10', items: [{ policyId: bonus.id, amount: '1234.50' }] },
  });
  const sitiUser = await createUser(t, company, { role: 'employee', firstName: 'Siti' });
  await linkUserToEmployee(t, { companyId: company.companyId, userId: sitiUser.userId, employeeId: siti });
  return { company, hana, siti, ravi, sitiSession: await loginAs(t, sitiUser) };
}

describe('pay item print (PDF)', () => {
  it('prints the month’s items by employee with totals, and the assignment list as filtered', async () => {
    const { hana, siti } = await arrange();
    const month = await print(hana, { view: 'month', period: '2026-12' });
    expect(month.status).toBe(200);
    expect(month.headers['content-type']).toBe('application/pdf');
    expect(month.headers['content-disposition']).toContain('pay-items-2026-12.pdf');
    const pdf = Buffer.from(month.response.rawPayload);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Pay items of December 2026');
    expect(text).toContain('Siti Rahman');
    expect(text).toContain('Ravi Nair');
    expect(text).toContain('Project bonus');
    expect(text).toMatch(/1,234\.50/);

    const list = await print(hana, { view: 'assignments', employeeId: siti, date: '2026-11-15' });
    expect(list.status).toBe(200);
    const listed = pdfText(Buffer.from(list.response.rawPayload));
    expect(listed).toContain('Pay item assignments');
    expect(listed).toContain('In force on 2026-11-15');
    expect(listed).toContain('Transport allowance');
    // The bonus is dated in December, and Ravi is filtered out.
    expect(listed).not.toContain('Project bonus');
    expect(listed).not.toContain('Ravi Nair');

    const none = pdfText(Buffer.from((await print(hana, { view: 'month', period: '2026-10' })).response.rawPayload));
    expect(none).toContain('Nothing to print.');
  });

  it('prints an employee’s own items only, nothing of another company, and refuses bad input', async () => {
    const { siti, sitiSession, hana } = await arrange();
    const own = pdfText(Buffer.from((await print(sitiSession, { view: 'month', period: '2026-12' })).response.rawPayload));
    expect(own).toContain('Siti Rahman');
    expect(own).not.toContain('Ravi Nair');

    const other = await createCompany(t);
    const theirs = await print(other.admin, { view: 'assignments', employeeId: siti });
    expect(theirs.status).toBe(200);
    const text = pdfText(Buffer.from(theirs.response.rawPayload));
    expect(text).toContain('Nothing to print.');
    expect(text).not.toContain('Siti');
    const theirMonth = pdfText(
      Buffer.from((await print(other.admin, { view: 'month', period: '2026-12', employeeIds: [siti] })).response.rawPayload),
    );
    expect(theirMonth).not.toContain('Siti');

    expect((await hana.api.call(contracts.printPayItems, { body: { view: 'month', period: '2026-13' } })).status).toBe(400);
    const stranger = await loginAs(t, await createUser(t, other, { role: 'employee' }));
    // An employee who is no one's record has no pay items to print.
    const nothing = pdfText(Buffer.from((await print(stranger, { view: 'month', period: '2026-12' })).response.rawPayload));
    expect(nothing).toContain('Nothing to print.');
  });
});
