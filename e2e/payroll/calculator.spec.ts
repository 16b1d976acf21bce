import { expect, test } from '@playwright/test';
import { sg } from '@tenaga/payroll';
import { DEMO, loginThroughPage } from '../support.ts';

test('the statutory calculator shows the engine’s own CPF figures with how they were computed', async ({ page }) => {
  await loginThroughPage(page, DEMO.domain, 'hr', DEMO.password);
  await page.goto('/settings/payroll/statutory-calculator');
  await page.getByLabel('Month').fill('2026-03');
  await page.getByLabel('Basic salary').fill('abc');
  await expect(page.getByText('This field must be a valid number.')).toBeVisible();
  await page.getByLabel('Basic salary').fill('5000');
  await page.getByLabel('Date of birth').fill('1990-05-14');
  await page.getByRole('button', { name: 'Calculate' }).click();

  const cpf = sg.cpf({ period: '2026-03', birthDate: '1990-05-14', residency: 'SC', ordinaryWage: '5000' } as never) as { employee: string; employer: string };
  const employeeRow = page.getByRole('row', { name: /CPF.*employee/i });
  await expect(employeeRow).toContainText(Number(cpf.employee).toLocaleString('en-SG', { minimumFractionDigits: 2 }));
  await expect(page.getByText('Net pay')).toBeVisible();
  await employeeRow.getByRole('button').first().click();
  await expect(page.locator('.ant-table-expanded-row').first()).toBeVisible();
});
