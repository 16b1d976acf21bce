import { expect, test, type Page } from '@playwright/test';
import { computePayslip, type PayslipInput } from '@tenaga/payroll';
import { DEMO, loginThroughPage } from '../support.ts';

/** "1234567.50" → "1,234,567.50": the grouping the page shows in en-SG, built from the digits (no float). */
function grouped(amount: string): string {
  const [whole = '0', fraction] = amount.split('.');
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? digits : `${digits}.${fraction}`;
}

/** The whole money text as the page shows it ("SGD 1,234.50", "IDR 1,807,200.00"): the amount, not a digit more or less. */
function shownAs(amount: string): RegExp {
  const escaped = grouped(amount).replace(/[.,]/g, (c) => `\\${c}`);
  return new RegExp(`^[A-Z]{3}\\s${escaped}(\\.00)?$`);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  await page.locator(`.ant-select-item-option[title="${option}"]`).click();
}

/**
 * One scenario per country: what to enter on the page, and the payroll package's input the page
 * sends for it (the labels are the page's own, the figures are what matters). The page must show
 * exactly the lines computePayslip gives: the same engine, no second implementation.
 */
const SCENARIOS: readonly { country: string; name: string; fill: (page: Page) => Promise<void>; input: PayslipInput }[] = [
  {
    country: 'SG',
    name: 'Singapore',
    fill: async (page) => {
      await page.getByLabel('Basic salary').fill('5000');
      await page.getByLabel('Bonus').fill('2500');
      await page.getByLabel('Date of birth').fill('1969-05-14');
      await choose(page, 'Self-help group fund', 'CDAC');
    },
    input: {
      country: 'SG',
      period: '2026-03',
      employee: { birthDate: '1969-05-14', residency: 'SC', shgFunds: ['CDAC'] },
      items: [
        { code: 'BASIC', label: 'Basic salary', kind: 'earning', amount: '5000', class: 'basic' },
        { code: 'BONUS', label: 'Bonus', kind: 'earning', amount: '2500', class: 'additional' },
      ],
    },
  },
  {
    country: 'MY',
    name: 'Malaysia',
    fill: async (page) => {
      await page.getByLabel('Basic salary').fill('6200');
      await page.getByLabel('Overtime').fill('350.50');
      await page.getByLabel('Date of birth').fill('1985-07-01');
      await choose(page, 'PCB category', 'Married, spouse not working');
      await page.getByLabel('Qualifying children').fill('2');
    },
    input: {
      country: 'MY',
      period: '2026-03',
      employee: { birthDate: '1985-07-01', citizenship: 'citizen', pcbCategory: 2, children: 2 },
      employer: { malaysianEmployees: 10 },
      items: [
        { code: 'BASIC', label: 'Basic salary', kind: 'earning', amount: '6200', class: 'basic' },
        { code: 'OVERTIME', label: 'Overtime', kind: 'earning', amount: '350.50', class: 'overtime' },
      ],
    },
  },
  {
    country: 'ID',
    name: 'Indonesia',
    fill: async (page) => {
      await page.getByLabel('Basic salary').fill('14000000');
      await page.getByLabel('Allowances').fill('1500000');
      await choose(page, 'PTKP status', 'K/1');
      await choose(page, 'JKK risk class', 'Medium');
    },
    input: {
      country: 'ID',
      period: '2026-03',
      employee: { ptkpStatus: 'K/1' },
      employer: { jkkRiskClass: 'medium' },
      items: [
        { code: 'BASIC', label: 'Basic salary', kind: 'earning', amount: '14000000', class: 'basic' },
        { code: 'ALLOWANCE', label: 'Allowances', kind: 'earning', amount: '1500000', class: 'ordinary' },
      ],
    },
  },
  {
    country: 'VN',
    name: 'Vietnam',
    fill: async (page) => {
      await page.getByLabel('Basic salary').fill('30000000');
      await choose(page, 'Minimum-wage region', 'II');
      await page.getByLabel('Registered dependants').fill('1');
    },
    input: {
      country: 'VN',
      period: '2026-03',
      employee: { region: 'II', dependants: 1 },
      items: [{ code: 'BASIC', label: 'Basic salary', kind: 'earning', amount: '30000000', class: 'basic' }],
    },
  },
  {
    country: 'PH',
    name: 'Philippines',
    fill: async (page) => {
      await page.getByLabel('Basic salary').fill('50000');
      await page.getByLabel('Allowances').fill('2000');
    },
    input: {
      country: 'PH',
      period: '2026-03',
      employee: {},
      items: [
        { code: 'BASIC', label: 'Basic salary', kind: 'earning', amount: '50000', class: 'basic' },
        { code: 'ALLOWANCE', label: 'Allowances', kind: 'earning', amount: '2000', class: 'ordinary' },
      ],
    },
  },
];

test('the calculator checks its input before asking the server', async ({ page }) => {
  await loginThroughPage(page, DEMO.domain, 'hr', DEMO.password);
  await page.goto('/settings/payroll/statutory-calculator');
  await page.getByLabel('Basic salary').fill('abc');
  await expect(page.getByText('This field must be a valid number.')).toBeVisible();
});

for (const scenario of SCENARIOS) {
  test(`${scenario.name}: every statutory line and total is the engine’s own, with how it was computed`, async ({ page }) => {
    await loginThroughPage(page, DEMO.domain, 'hr', DEMO.password);
    await page.goto('/settings/payroll/statutory-calculator');
    await choose(page, 'Country', scenario.name);
    await page.getByLabel('Month').fill('2026-03');
    await scenario.fill(page);
    await page.getByRole('button', { name: 'Calculate' }).click();

    const payslip = computePayslip(scenario.input);
    const table = page.locator('.ant-table');
    await expect(table).toBeVisible();
    const statutory = payslip.lines.filter((line) => line.kind !== 'earning');
    expect(statutory.length).toBeGreaterThan(3);
    for (const line of payslip.lines) {
      const row = table.locator('tr', { has: page.getByRole('cell', { name: line.label, exact: true }) });
      await expect(row, line.code).toHaveCount(1);
      await expect(row.locator('td').last(), line.code).toHaveText(shownAs(line.amount));
    }
    const totals = { gross: 'Gross pay', deductions: 'Employee deductions', net: 'Net pay', employerCost: 'Cost to employer' } as const;
    for (const [total, label] of Object.entries(totals) as [keyof typeof totals, string][]) {
      await expect(page.locator('.ant-col', { has: page.getByText(label, { exact: true }) }).locator('div').last(), total).toHaveText(shownAs(payslip[total]));
    }

    // Each statutory line opens to its trace: the steps the engine took.
    const first = table.locator('tr', { has: page.getByRole('cell', { name: statutory[0]!.label, exact: true }) });
    await first.getByRole('button').first().click();
    const steps = page.locator('.ant-table-expanded-row li');
    await expect(steps.first()).toBeVisible();
    expect(await steps.count()).toBe(statutory[0]!.trace.length);
  });
}
