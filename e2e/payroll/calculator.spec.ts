import { expect, test, type Page } from '@playwright/test';
import { loadCatalog } from '@tenaga/i18n';
import { computePayslip, interpolate, type PayslipInput } from '@tenaga/payroll';
import { COUNTRY_REFERENCE } from '@tenaga/domain';
import { choose, demoLogin, loginThroughPage, signIn, signUpCompany, typeDate } from '../support.ts';

// Each test logs in, fills a country's form and checks every line and total: on a loaded machine
// that takes longer than the default minute.
test.describe.configure({ timeout: 180_000 });

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

/** A form field by its whole label ('Month' is also in 'Leaves this month'). */
function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: true });
}

/** A date as the demo company writes it (DD/MM/YYYY), typed into the date picker labelled `label`. */
async function fillDate(page: Page, label: string, isoDate: string) {
  const [year, month, day] = isoDate.split('-');
  await typeDate(field(page, label), `${day}/${month}/${year}`);
}

/** Picks an option of the select labelled `label`. */
async function chooseFor(page: Page, label: string, option: string) {
  await choose(page, field(page, label), option);
}

/**
 * One scenario per country, and the year-to-date figures of four of them: what to enter on the page,
 * and the payroll package's input the page sends for it (the labels are the page's own, the figures
 * are what matters). The page must show exactly the lines computePayslip gives: the same engine, no
 * second implementation. The kinds of worker, the province, a net salary and the final tax regimes
 * are mapped to the engine's input in calculator-form.model.test.ts, and computed in the engine's
 * golden cases: a browser run for each would test the same again at ten times the cost.
 */
const SCENARIOS: readonly { name: string; period?: string; fill: (page: Page) => Promise<void>; input: PayslipInput }[] = [
  {
    name: 'Singapore',
    fill: async (page) => {
      await field(page, 'Basic salary').fill('5000');
      await field(page, 'Bonus').fill('2500');
      await fillDate(page, 'Date of birth', '1969-05-14');
      await chooseFor(page, 'Self-help group fund', 'CDAC');
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
    name: 'Malaysia',
    fill: async (page) => {
      await field(page, 'Basic salary').fill('6200');
      await field(page, 'Overtime').fill('350.50');
      await fillDate(page, 'Date of birth', '1985-07-01');
      await chooseFor(page, 'PCB category', 'Married, spouse not working');
      await field(page, 'Qualifying children').fill('2');
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
    name: 'Indonesia',
    fill: async (page) => {
      await field(page, 'Basic salary').fill('14000000');
      await field(page, 'Allowances').fill('1500000');
      await chooseFor(page, 'PTKP status', 'K/1');
      await chooseFor(page, 'JKK risk class', 'Medium');
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
    name: 'Vietnam',
    fill: async (page) => {
      await field(page, 'Basic salary').fill('30000000');
      await chooseFor(page, 'Minimum-wage region', 'II');
      await field(page, 'Registered dependants').fill('1');
    },
    input: {
      country: 'VN',
      period: '2026-03',
      employee: { region: 'II', dependants: 1 },
      items: [{ code: 'BASIC', label: 'Basic salary', kind: 'earning', amount: '30000000', class: 'basic' }],
    },
  },
  {
    name: 'Philippines',
    fill: async (page) => {
      await field(page, 'Basic salary').fill('50000');
      await field(page, 'Allowances').fill('2000');
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
  {
    name: 'Singapore PR on F/G rates with year-to-date wages',
    fill: async (page) => {
      await field(page, 'Basic salary').fill('6000');
      await fillDate(page, 'Date of birth', '1985-02-10');
      await chooseFor(page, 'Residency', 'Permanent resident');
      await fillDate(page, 'PR since', '2025-06-01');
      await chooseFor(page, 'PR contribution rates (years 1–2)', 'Full employer, graduated employee (F/G)');
      await field(page, 'OW subject to CPF earlier this year').fill('12000');
      await chooseFor(page, 'Self-help group fund', 'SINDA');
    },
    input: {
      country: 'SG',
      period: '2026-03',
      employee: { birthDate: '1985-02-10', residency: 'PR', prSince: '2025-06-01', rateType: 'FG', shgFunds: ['SINDA'] },
      ytd: { ordinaryWageSubject: '12000' },
      items: [{ code: 'BASIC', label: 'Basic salary', kind: 'earning', amount: '6000', class: 'basic' }],
    },
  },
  {
    name: 'Malaysia with TP1 reliefs, zakat and year-to-date PCB',
    fill: async (page) => {
      await field(page, 'Basic salary').fill('9000');
      await fillDate(page, 'Date of birth', '1980-01-20');
      await field(page, 'TP1 reliefs claimed this month').fill('500');
      await field(page, 'Zakat deducted this month').fill('80');
      await field(page, 'Remuneration earlier this year').fill('18000');
      await field(page, 'Employee EPF earlier this year').fill('1980');
      await field(page, 'PCB deducted earlier this year').fill('1100');
      await field(page, 'Registered with HRD Corp').click();
    },
    input: {
      country: 'MY',
      period: '2026-03',
      employee: { birthDate: '1980-01-20', citizenship: 'citizen', pcbCategory: 1, children: 0, reliefs: '500' },
      employer: { malaysianEmployees: 10, hrdfRegistered: false },
      ytd: { remuneration: '18000', epf: '1980', pcb: '1100' },
      items: [
        { code: 'BASIC', label: 'Basic salary', kind: 'earning', amount: '9000', class: 'basic' },
        { code: 'ZAKAT', label: 'Zakat deducted this month', kind: 'deduction', amount: '80', class: 'zakat' },
      ],
    },
  },
  {
    name: 'Indonesia in December, more withheld than due: a refund line',
    period: '2025-12',
    fill: async (page) => {
      await field(page, 'Basic salary').fill('10000000');
      await chooseFor(page, 'PTKP status', 'K/0');
      await field(page, 'Bruto earlier this year').fill('135506000');
      await field(page, 'Employee JHT + JP earlier this year').fill('2100000');
      await field(page, 'PPh 21 withheld earlier this year').fill('6500000');
    },
    input: {
      country: 'ID',
      period: '2025-12',
      employee: { ptkpStatus: 'K/0', hasTaxId: true, jpCovered: true, partYear: false },
      employer: { jkkRiskClass: 'very_low' },
      ytd: { gross: '135506000', pensionContributions: '2100000', withheld: '6500000' },
      items: [{ code: 'BASIC', label: 'Basic salary', kind: 'earning', amount: '10000000', class: 'basic' }],
    },
  },
  {
    name: 'Philippines in December: the year-end annualisation',
    period: '2025-12',
    fill: async (page) => {
      await field(page, 'Basic salary').fill('50000');
      await field(page, 'Bonus').fill('50000');
      await field(page, '13th month and benefits already exempted this year').fill('0');
      await field(page, 'Taxable compensation earlier this year').fill('514800');
      await field(page, 'Tax withheld earlier this year').fill('50252.40');
    },
    input: {
      country: 'PH',
      period: '2025-12',
      employee: {},
      ytd: { exemptBenefits: '0', taxableCompensation: '514800', withheld: '50252.40' },
      items: [
        { code: 'BASIC', label: 'Basic salary', kind: 'earning', amount: '50000', class: 'basic' },
        { code: 'BONUS', label: 'Bonus', kind: 'earning', amount: '50000', class: 'additional' },
      ],
    },
  },
];

test('the calculator checks its input before asking the server', async ({ page }) => {
  await signIn(page, demoLogin('hr'), { path: '/settings/payroll/statutory-calculator' });
  await field(page, 'Basic salary').fill('abc');
  await expect(page.getByText('This field must be a valid number.')).toBeVisible();
});

for (const scenario of SCENARIOS) {
  test(`${scenario.name}: every statutory line and total is the engine’s own, with how it was computed`, async ({ page }) => {
    await signIn(page, demoLogin('hr'), { path: '/settings/payroll/statutory-calculator' });
    await chooseFor(page, 'Country', COUNTRY_REFERENCE[scenario.input.country].name);
    const [year, month] = (scenario.period ?? '2026-03').split('-');
    await typeDate(field(page, 'Month'), `${month}/${year}`);
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
      await expect(
        page
          .locator('.ant-col', { has: page.getByText(label, { exact: true }) })
          .locator('div')
          .last(),
        total,
      ).toHaveText(shownAs(payslip[total]));
    }

    // Each statutory line opens to its trace: the steps the engine took.
    const first = table.locator('tr', { has: page.getByRole('cell', { name: statutory[0]!.label, exact: true }) });
    await first.getByRole('button').first().click();
    const steps = page.locator('.ant-table-expanded-row li');
    await expect(steps.first()).toBeVisible();
    expect(await steps.count()).toBe(statutory[0]!.trace.length);
  });
}

/** A line's text in a catalog: `payroll:lines.<code>`, else the engine's label (a company pay item). */
type Tree = { [key: string]: string | Tree };
function lookup(tree: unknown, path: string): string | undefined {
  const value = path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Tree)[key] : undefined), tree);
  return typeof value === 'string' ? value : undefined;
}

for (const language of [
  { code: 'id', name: 'Bahasa Indonesia' },
  { code: 'zh', name: '中文' },
] as const) {
  test(`in ${language.name}, every line and every step of how it was computed is translated`, async ({ page, request }) => {
    const catalog = await loadCatalog(language.code);
    const settings = catalog.settings as unknown as Tree;
    const payroll = catalog.payroll;
    const company = await signUpCompany(request, { countryCode: 'ID' });
    await loginThroughPage(page, company);
    // The company is Indonesian, so its administrator starts in Indonesian: choosing the language
    // again (or another) saves it, and the page loaded next keeps it only once the save is done.
    const saved =
      language.code === 'id'
        ? null
        : page.waitForResponse(
            (response) => response.url().endsWith('/api/v2/users/me/region-language') && response.request().method() === 'PUT',
          );
    await page.getByRole('combobox', { name: /Language|Bahasa|语言|Ngôn ngữ/ }).selectOption(language.code);
    if (saved) expect((await saved).ok()).toBe(true);
    await page.goto('/settings/payroll/statutory-calculator');
    await expect(page.locator('html')).toHaveAttribute('lang', language.code === 'zh' ? 'zh-CN' : language.code);
    await typeDate(field(page, lookup(settings, 'calculator.period')!), '03/2026');
    await field(page, lookup(settings, 'calculator.basic')!).fill('14000000');
    await field(page, lookup(payroll, 'calculator.hasTaxId')!).click();
    // antd spaces out a two-character CJK button text ("计 算").
    await page.getByRole('button', { name: new RegExp(`^${[...lookup(settings, 'calculator.calculate')!].join('\\s?')}$`) }).click();

    const payslip = computePayslip({
      country: 'ID',
      period: '2026-03',
      employee: { ptkpStatus: 'TK/0', hasTaxId: false, jpCovered: true },
      employer: { jkkRiskClass: 'very_low' },
      items: [{ code: 'BASIC', label: lookup(settings, 'calculator.basic')!, kind: 'earning', amount: '14000000', class: 'basic' }],
    });
    const table = page.locator('.ant-table');
    await expect(table).toBeVisible();
    for (const line of payslip.lines) {
      const label = lookup(payroll, `lines.${line.code}`) ?? line.label;
      if (line.kind !== 'earning') expect(label, line.code).not.toBe(line.label);
      await expect(table.locator('tr', { has: page.getByRole('cell', { name: label, exact: true }) }), line.code).toHaveCount(1);
    }
    const tax = payslip.lines.find((line) => line.code === 'id.pph21')!;
    await table
      .locator('tr', { has: page.getByRole('cell', { name: lookup(payroll, 'lines.id.pph21')!, exact: true }) })
      .getByRole('button')
      .first()
      .click();
    const steps = page.locator('.ant-table-expanded-row li');
    await expect(steps).toHaveCount(tax.trace.length);
    for (const [index, step] of tax.trace.entries()) {
      const label = lookup(payroll, `trace.${step.code}.label`);
      const detail = lookup(payroll, `trace.${step.code}.detail`);
      expect(label ?? detail, step.code).toBeDefined();
      if (label) await expect(steps.nth(index).locator('strong')).toHaveText(interpolate(label, step.values));
      if (detail) await expect(steps.nth(index)).toContainText(interpolate(detail, step.values));
    }
  });
}
