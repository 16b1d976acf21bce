import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@tenaga/contracts';
import { PAY_ITEM_LIMITS } from '@tenaga/contracts';
import { payItemAssignments } from '../../../db/schema/index.ts';
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
import { pdfPages } from '../../../testing/pdf-text.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createFakeClock(new Date('2026-11-20T04:00:00Z')) });
});
afterAll(async () => {
  await t?.close();
});

/** The text of a printed PDF, all pages, as a reader sees it. */
const textOf = async (response: { response: { rawPayload: Uint8Array } }) => (await pdfPages(response.response.rawPayload)).join('\n');

const print = (session: TestSession, body: contracts.PayItemPrintBody) => session.api.call(contracts.printPayItems, { body });

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
    const text = await textOf(month);
    expect(text).toContain('Pay items of December 2026');
    expect(text).toContain('Siti Rahman');
    expect(text).toContain('Ravi Nair');
    expect(text).toContain('Project bonus');
    expect(text).toMatch(/1,234\.50/);

    const list = await print(hana, { view: 'assignments', employeeId: siti, date: '2026-11-15' });
    expect(list.status).toBe(200);
    const listed = await textOf(list);
    expect(listed).toContain('Pay item assignments');
    // Dates as the company's region writes them (DD/MM/YYYY).
    expect(listed).toContain('In force on 15/11/2026');
    expect(listed).toMatch(/Transport allowance.*01\/11\/2026/s);
    // The bonus is dated in December, and Ravi is filtered out.
    expect(listed).not.toContain('Project bonus');
    expect(listed).not.toContain('Ravi Nair');

    const none = await textOf(await print(hana, { view: 'month', period: '2026-10' }));
    expect(none).toContain('Nothing to print.');
  });

  it('prints an employee’s own items only, nothing of another company, and refuses bad input', async () => {
    const { siti, sitiSession, hana } = await arrange();
    const own = await textOf(await print(sitiSession, { view: 'month', period: '2026-12' }));
    expect(own).toContain('Siti Rahman');
    expect(own).not.toContain('Ravi Nair');

    const other = await createCompany(t);
    const theirs = await print(other.admin, { view: 'assignments', employeeId: siti });
    expect(theirs.status).toBe(200);
    const text = await textOf(theirs);
    expect(text).toContain('Nothing to print.');
    expect(text).not.toContain('Siti');
    const theirMonth = await textOf(await print(other.admin, { view: 'month', period: '2026-12', employeeIds: [siti] }));
    expect(theirMonth).not.toContain('Siti');

    expect((await hana.api.call(contracts.printPayItems, { body: { view: 'month', period: '2026-13' } })).status).toBe(400);
    const stranger = await loginAs(t, await createUser(t, other, { role: 'employee' }));
    // An employee who is no one's record has no pay items to print.
    const nothing = await textOf(await print(stranger, { view: 'month', period: '2026-12' }));
    expect(nothing).toContain('Nothing to print.');
  });

  it('refuses a list longer than a document holds (422), and prints it narrowed', async () => {
    const { company, hana, ravi, siti } = await arrange();
    const [policy] = (await hana.api.ok(contracts.listPayItemPolicies, { body: { length: -1 } })).data.filter(
      (row) => row.recurrence === 'oneOff',
    );
    const rows = Array.from({ length: PAY_ITEM_LIMITS.maxPrintedLines }, (_, index) => ({
      companyId: company.companyId,
      employeeId: ravi,
      policyId: policy!.id,
      amount: '1.00',
      effectiveFrom: `2020-${String((index % 12) + 1).padStart(2, '0')}-01`,
    }));
    for (let start = 0; start < rows.length; start += 1000) await t.db.insert(payItemAssignments).values(rows.slice(start, start + 1000));
    const refused = await hana.api.fail(contracts.printPayItems, { body: { view: 'assignments' } }, 422);
    expect(refused.code).toBe('PAY_ITEM_PRINT_TOO_LARGE');
    expect(refused.message[0]).toContain('3,000');
    const narrowed = await print(hana, { view: 'assignments', employeeId: siti });
    expect(narrowed.status).toBe(200);
    expect(await textOf(narrowed)).toContain('Transport allowance');
  });
});
