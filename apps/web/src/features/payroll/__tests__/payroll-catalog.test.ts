import { describe, expect, it } from 'vitest';
import { en } from '@tenaga/i18n';
import { computePayslip, interpolate, traceTemplates, type PayslipInput } from '@tenaga/payroll';

/**
 * The calculator translates the engine's lines by code (`payroll:lines.<code>`) and its trace steps by
 * template code (`payroll:trace.<code>.label|detail`, filled with the step's values). The English
 * catalog must be the engine's own English, so a changed template cannot leave a stale translation key.
 */
type Tree = { [key: string]: string | Tree };
const catalog = en.payroll as unknown as Tree;

function lookup(path: string): string | undefined {
  const value = path
    .split('.')
    .reduce<string | Tree | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), catalog);
  return typeof value === 'string' ? value : undefined;
}

/** A text with no words outside its placeholders (a formula, a citation) is not in the catalog: the page shows the engine's. */
const wordless = (text: string) => !/[A-Za-z]/.test(text.replace(/\{\{\w+\}\}/g, ''));

describe('the payroll catalog follows the engine', () => {
  it.each(traceTemplates().map((template) => [template.code, template] as const))('trace %s', (code, template) => {
    expect(lookup(`trace.${code}.label`)).toBe(wordless(template.label) ? undefined : template.label);
    expect(lookup(`trace.${code}.detail`)).toBe(template.detail === undefined || wordless(template.detail) ? undefined : template.detail);
  });

  it('has every statutory line of every country, in the engine’s English', () => {
    const base = {
      period: '2026-12',
      items: [{ code: 'BASIC', label: 'Basic', kind: 'earning', amount: '30000000', class: 'basic' }],
    } as const;
    const inputs: PayslipInput[] = [
      {
        ...base,
        country: 'SG',
        items: [{ ...base.items[0], amount: '5000' }],
        employee: { birthDate: '1990-01-01', residency: 'SC', shgFunds: ['CDAC', 'ECF', 'MBMF', 'SINDA'] },
      },
      {
        ...base,
        country: 'MY',
        items: [{ ...base.items[0], amount: '5000' }],
        employee: { birthDate: '1990-01-01', citizenship: 'citizen', pcbCategory: 1, children: 0 },
        employer: { malaysianEmployees: 20 },
      },
      {
        ...base,
        country: 'ID',
        employee: { ptkpStatus: 'TK/0' },
        employer: { jkkRiskClass: 'low' },
        ytd: { gross: '0', pensionContributions: '0', withheld: '99000000' },
      },
      { ...base, country: 'VN', employee: { region: 'I', dependants: 0 } },
      { ...base, country: 'PH', items: [{ ...base.items[0], amount: '50000' }], ytd: { taxableCompensation: '0', withheld: '99000' } },
    ];
    const codes = inputs.flatMap((input) =>
      computePayslip(input)
        .lines.filter((line) => line.code !== 'BASIC')
        .map((line) => [line.code, line.label] as const),
    );
    expect(codes.map(([code]) => code)).toEqual(expect.arrayContaining(['id.pph21_refund', 'ph.withholding_tax_refund', 'sg.shg.sinda']));
    for (const [code, label] of codes) expect(lookup(`lines.${code}`), code).toBe(label);
  });

  it('fills a translated template with the step’s values as the engine fills the English one', () => {
    const line = computePayslip({
      country: 'VN',
      period: '2026-03',
      employee: { region: 'II', dependants: 1 },
      items: [{ code: 'BASIC', label: 'Basic', kind: 'earning', amount: '30000000', class: 'basic' }],
    }).lines.find((l) => l.code === 'vn.pit')!;
    for (const step of line.trace) {
      const detail = lookup(`trace.${step.code}.detail`);
      if (detail !== undefined) expect(interpolate(detail, step.values)).toBe(step.detail);
    }
  });
});
