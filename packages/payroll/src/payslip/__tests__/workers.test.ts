import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../../core/decimal.ts';
import { PayrollInputError } from '../../core/errors.ts';
import * as id from '../../id/index.ts';
import * as my from '../../my/index.ts';
import * as ph from '../../ph/index.ts';
import * as sg from '../../sg/index.ts';
import * as vn from '../../vn/index.ts';
import { computePayslip } from '../compute-payslip.ts';
import type { IdPayslipInput, MyPayslipInput, PhPayslipInput, SgPayslipInput, VnPayslipInput } from '../types.ts';
import { ID_CASE, MY_CASE, PH_CASE, SG_CASE, VN_CASE } from './fixtures.ts';

const line = (slip: ReturnType<typeof computePayslip>, code: string) => slip.lines.find((l) => l.code === code);

describe('payslips for foreign workers and non-residents', () => {
  it('Singapore: the recorded levy is an employer line with the sg.fwl amount, and nothing is deducted for it', () => {
    const input: SgPayslipInput = {
      ...SG_CASE,
      employee: { birthDate: '1990-05-01', residency: 'FOREIGNER', foreignWorkerLevy: { pass: 'S_PASS', tier: 1, days: 10 } },
    };
    const slip = computePayslip(input);
    const levy = line(slip, 'sg.fwl');
    expect(levy?.amount).toBe(sg.fwl({ period: '2026-03', pass: 'S_PASS', tier: 1, days: 10 }).amount);
    expect(levy?.amount).toBe('213.70');
    expect(levy?.kind).toBe('employer');
    const without = computePayslip({ ...input, employee: { birthDate: '1990-05-01', residency: 'FOREIGNER' } });
    expect(line(without, 'sg.fwl')).toBeUndefined();
    expect(slip.net).toBe(without.net);
  });

  it('Singapore: a bad levy field names the payslip field', () => {
    const bad = { ...SG_CASE, employee: { ...SG_CASE.employee, foreignWorkerLevy: { pass: 'S_PASS', tier: 9 } } } as SgPayslipInput;
    expect(() => computePayslip(bad)).toThrow(PayrollInputError);
    try {
      computePayslip(bad);
    } catch (error) {
      expect((error as PayrollInputError).field).toBe('employee.foreignWorkerLevy.tier');
    }
  });

  it('Malaysia: a non-resident pays the flat rate of the pay, and the month’s PCB line equals my.pcb', () => {
    const input: MyPayslipInput = { ...MY_CASE, employee: { ...MY_CASE.employee, taxResident: false } };
    const pcb = line(computePayslip(input), 'my.pcb');
    const resident = line(computePayslip(MY_CASE), 'my.pcb');
    expect(pcb?.amount).not.toBe(resident?.amount);
    // 30% of normal remuneration (5,500 + 300 + 420.50) and of the bonus (8,250), each rounded up to 5 sen.
    expect(pcb?.amount).toBe('4341.15');
  });

  it('Malaysia: a foreign worker’s SOCSO and EIS follow the schemes for foreign workers', () => {
    const input: MyPayslipInput = { ...MY_CASE, employee: { ...MY_CASE.employee, citizenship: 'noncitizen' } };
    const slip = computePayslip(input);
    expect(line(slip, 'my.eis.employee')?.amount).toBe('0.00');
    expect(line(slip, 'my.socso.employee')?.amount).toBe(
      my.socso({ period: '2026-04', birthDate: '1988-07-12', wage: '6000', citizenship: 'noncitizen' }).employee,
    );
    expect(line(slip, 'my.hrdf')?.amount).toBe('0.00');
  });
});

const sum = (slip: ReturnType<typeof computePayslip>, kind: string) =>
  slip.lines.filter((l) => l.kind === kind).reduce((total, l) => total + Number(l.amount), 0);

describe('Indonesian payslips for every kind of worker', () => {
  it('a non-resident pays PPh 26 on the gross paid instead of PPh 21; a foreign worker has no JP', () => {
    const input: IdPayslipInput = { ...ID_CASE, employee: { ptkpStatus: 'K/1', taxResident: false, foreignWorker: true } };
    const slip = computePayslip(input);
    expect(line(slip, 'id.pph21')).toBeUndefined();
    const gross = 12_000_000 + 1_500_000 + 850_000 + 12_000_000;
    expect(line(slip, 'id.pph26')?.amount).toBe(id.pph26({ period: '2026-04', gross }).amount);
    expect(line(slip, 'id.pph26')?.amount).toBe(String(gross * 0.2));
    expect(line(slip, 'id.bpjs.jp.employee')?.amount).toBe('0');
    expect(line(slip, 'id.bpjs.jht.employee')?.amount).toBe('270000');
  });

  it('a non-permanent daily worker pays the daily TER on the bruto a day', () => {
    const input: IdPayslipInput = {
      ...ID_CASE,
      employee: { ptkpStatus: 'TK/0', workerKind: 'non_permanent_daily', daysWorked: 20 },
      items: [{ code: 'UPAH', label: 'Upah harian', kind: 'earning', amount: '12000000', class: 'basic' }],
    };
    const slip = computePayslip(input);
    const bpjs = id.bpjs({ period: '2026-04', wage: 12_000_000, jkkRiskClass: 'low', minimumWage: '5396761' });
    const bruto = 12_000_000 + Number(bpjs.taxableEmployerPremiums);
    expect(line(slip, 'id.pph21')?.amount).toBe(id.pph21NonPermanent({ period: '2026-04', gross: bruto, days: 20 }).amount);
    expect(line(slip, 'id.pph21')?.amount).toBe(String(Math.floor(bruto * 0.005)));
  });

  it('the PPh 21 DTP pays the government-borne tax back as an earning line; the month with THR withholds the rest', () => {
    const input: IdPayslipInput = { ...ID_CASE, employee: { ptkpStatus: 'K/1', dtp: true } };
    const slip = computePayslip(input);
    const tax = Number(line(slip, 'id.pph21')!.amount);
    const borne = Number(line(slip, 'id.pph21_dtp')!.amount);
    expect(borne).toBeGreaterThan(0);
    expect(borne).toBeLessThan(tax);
    expect(Number(slip.net)).toBe(Number(computePayslip(ID_CASE).net) + borne);
    expect(() => computePayslip({ ...input, period: '2027-01' })).toThrow(/DTP/);
  });

  it('a daily worker’s DTP bears the tax on the regular pay, not on overtime; above Rp500,000 a day it is refused', () => {
    const input: IdPayslipInput = {
      ...ID_CASE,
      employer: { jkkRiskClass: 'very_low' },
      employee: { ptkpStatus: 'TK/0', workerKind: 'non_permanent_daily', daysWorked: 20, dtp: true },
      items: [
        { code: 'UPAH', label: 'Upah harian', kind: 'earning', amount: '9000000', class: 'basic' },
        { code: 'LEMBUR', label: 'Lembur', kind: 'earning', amount: '2000000', class: 'overtime' },
      ],
    };
    const slip = computePayslip(input);
    const tax = Number(line(slip, 'id.pph21')!.amount);
    const borne = Number(line(slip, 'id.pph21_dtp')!.amount);
    expect(borne).toBeGreaterThan(0);
    expect(borne).toBeLessThan(tax);
    expect(() => computePayslip({ ...input, items: [{ ...input.items[0]!, amount: '12000000' } as never] })).toThrow(/DTP ceiling/);
  });
});

describe('Vietnamese payslips for every kind of worker', () => {
  it('a short contract is insured and withheld at the flat 10% of the taxable pay; the commitment form withholds nothing', () => {
    const input: VnPayslipInput = { ...VN_CASE, employee: { region: 'I', dependants: 1, contract: 'short' } };
    const slip = computePayslip(input);
    const taxable = 30_000_000 + 2_000_000 + 1_500_000 + 5_000_000;
    expect(line(slip, 'vn.pit')?.amount).toBe(vn.flatPit({ period: '2026-03', payment: taxable }).amount);
    expect(line(slip, 'vn.pit')?.amount).toBe(String(taxable / 10));
    expect(line(slip, 'vn.si.employee')?.amount).toBe(line(computePayslip(VN_CASE), 'vn.si.employee')?.amount);
    const committed = computePayslip({ ...input, employee: { ...input.employee, commitment: true } });
    expect(line(committed, 'vn.pit')?.amount).toBe('0');
  });

  it('no labour contract: no compulsory insurance; an exempt foreigner pays HI only', () => {
    const none = computePayslip({ ...VN_CASE, employee: { region: 'I', dependants: 0, contract: 'none' } });
    expect(sum(none, 'employer')).toBe(0);
    const foreigner = computePayslip({
      ...VN_CASE,
      employee: { region: 'I', dependants: 0, vietnamese: false, foreignExemption: 'retirement_age' },
    });
    expect(line(foreigner, 'vn.si.employee')?.amount).toBe('0');
    expect(line(foreigner, 'vn.trade_union')?.amount).toBe('0');
    expect(line(foreigner, 'vn.hi.employee')?.amount).toBe('480000');
  });
});

describe('Philippine payslips for every kind of worker', () => {
  it('a minimum wage earner pays tax only on pay other than the minimum wage and its premiums', () => {
    const input: PhPayslipInput = {
      country: 'PH',
      period: '2026-03',
      employee: { minimumWageEarner: true },
      items: [
        { code: 'BASIC', label: 'Basic pay', kind: 'earning', amount: '18070', class: 'basic' },
        { code: 'OT', label: 'Overtime and holiday pay', kind: 'earning', amount: '2500', class: 'overtime' },
        { code: 'COMM', label: 'Commission', kind: 'earning', amount: '25000', class: 'ordinary' },
      ],
    };
    const slip = computePayslip(input);
    expect(line(slip, 'ph.withholding_tax')?.amount).toBe(
      ph.withholding({ period: '2026-03', frequency: 'monthly', taxableCompensation: '25000' }).amount,
    );
    const plain = computePayslip({ ...input, employee: {}, items: input.items.slice(0, 2) });
    expect(line(plain, 'ph.withholding_tax')?.amount).toBe('0.00');
  });

  it('a de minimis item is exempt up to its ceiling; the excess joins the other benefits', () => {
    const rice = (amount: string) =>
      ({ code: 'RICE', label: 'Rice subsidy', kind: 'earning', amount, class: 'exempt', deMinimis: { kind: 'rice' } }) as const;
    const base = { ...PH_CASE, period: '2026-03', ytd: { exemptBenefits: '89000' } } as PhPayslipInput;
    const within = computePayslip({
      ...base,
      items: [...PH_CASE.items.filter((i) => i.code !== 'RICE' && i.code !== '13TH'), rice('2500')],
    });
    const above = computePayslip({
      ...base,
      items: [...PH_CASE.items.filter((i) => i.code !== 'RICE' && i.code !== '13TH'), rice('4500')],
    });
    // 2,000 above the 2,500 ceiling: 1,000 still fits the 90,000 (89,000 used), 1,000 is taxable:
    // 50,000 + 2,500 + 1,850.75 + 1,000 − contributions 3,200 (SSS 1,750, PhilHealth 1,250, Pag-IBIG 200).
    const taxableDelta = ph.withholding({ period: '2026-03', frequency: 'monthly', taxableCompensation: '52150.75' }).amount;
    expect(line(above, 'ph.withholding_tax')?.amount).toBe(taxableDelta);
    expect(Number(line(above, 'ph.withholding_tax')!.amount)).toBeGreaterThan(Number(line(within, 'ph.withholding_tax')!.amount));
    expect(() => computePayslip({ ...base, items: [{ ...rice('1'), class: 'ordinary' }] as never })).toThrow(PayrollInputError);
  });

  it('the last payroll of an employee who leaves annualises like December', () => {
    const input: PhPayslipInput = {
      country: 'PH',
      period: '2026-06',
      employee: { separated: true },
      items: [{ code: 'BASIC', label: 'Basic pay', kind: 'earning', amount: '50000', class: 'basic' }],
      ytd: { taxableCompensation: '234000', withheld: '22842' },
    };
    const slip = computePayslip(input);
    const annual = ph.annualTax({ period: '2026-06', taxableIncome: '280800' }).amount;
    expect(line(slip, 'ph.withholding_tax_refund')?.amount).toBe((22842 - Number(annual)).toFixed(2));
    expect(() => computePayslip({ ...input, ytd: {} })).toThrow(PayrollInputError);
  });
});

describe('the regional minimum wage, the net salary and the final tax on a payslip', () => {
  const idLow: IdPayslipInput = {
    country: 'ID',
    period: '2026-02',
    employee: { ptkpStatus: 'TK/0' },
    employer: { jkkRiskClass: 'low', province: 'JB' },
    items: [{ code: 'GAJI', label: 'Gaji pokok', kind: 'earning', amount: '2200000', class: 'basic' }],
  };

  it('Indonesia: the province floors the BPJS Kesehatan base at its UMP, a UMK given wins, and other schemes keep the wage', () => {
    const slip = computePayslip(idLow);
    const floored = id.bpjs({ period: '2026-02', wage: 2_200_000, jkkRiskClass: 'low', province: 'JB' });
    expect(line(slip, 'id.bpjs.kesehatan.employee')?.amount).toBe(floored.kesehatan.employee);
    expect(line(slip, 'id.bpjs.kesehatan.employee')?.base).toBe('2317601');
    expect(floored.kesehatanBase).toBe('2317601');
    expect(floored.jht.employee).toBe('44000');
    const umk = computePayslip({ ...idLow, employer: { jkkRiskClass: 'low', province: 'JB', minimumWage: '5690752' } });
    expect(sum(umk, 'deduction')).toBeGreaterThan(sum(slip, 'deduction'));
    // Not sourced for 2026: refused on the payslip's own field, never carried over from 2025.
    expect(() => computePayslip({ ...idLow, employer: { jkkRiskClass: 'low', province: 'KB' } })).toThrow(/employer\.province/);
    expect(() => computePayslip({ ...idLow, employer: { jkkRiskClass: 'low', province: 'XX' as never } })).toThrow(PayrollInputError);
  });

  it('Vietnam: a net salary is grossed up to the gross vn.netToGross solves, and the net is the agreed net', () => {
    const input: VnPayslipInput = {
      country: 'VN',
      period: '2026-03',
      employee: { region: 'I', dependants: 1, netSalary: true },
      items: [{ code: 'LUONG', label: 'Lương NET', kind: 'earning', amount: '30000000', class: 'basic' }],
    };
    const slip = computePayslip(input);
    const solved = vn.netToGross({ period: '2026-03', net: '30000000', dependants: 1, region: 'I' });
    expect(solved.exact).toBe(true);
    expect(slip.gross).toBe(solved.gross);
    expect(slip.net).toBe('30000000');
    expect(line(slip, 'vn.net_gross_up')?.amount).toBe(String(Number(solved.gross) - 30_000_000));
    expect(line(slip, 'vn.pit')?.amount).toBe(solved.pit);
    const plain = computePayslip({ ...input, employee: { region: 'I', dependants: 1 } });
    expect(line(plain, 'vn.net_gross_up')).toBeUndefined();
    expect(() => computePayslip({ ...input, employee: { ...input.employee, netSalary: 'yes' as never } })).toThrow(/employee\.netSalary/);
  });

  it('Vietnam: for any items, the net salary leaves exactly the agreed net, or the smallest net above it that rounding allows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000_000 }),
        fc.integer({ min: 0, max: 30_000_000 }),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom('standard', 'short', 'none' as const),
        fc.boolean(),
        (basic, overtime, dependants, contract, resident) => {
          const items = [
            { code: 'LUONG', label: 'Lương', kind: 'earning' as const, amount: String(basic), class: 'basic' as const },
            { code: 'TANGCA', label: 'Tăng ca', kind: 'earning' as const, amount: String(overtime), class: 'overtime' as const },
          ];
          const employee = { region: 'II' as const, dependants, resident, contract, netSalary: true };
          const slip = computePayslip({ country: 'VN', period: '2026-07', employee, items });
          const agreed = new Decimal(basic + overtime);
          const net = new Decimal(slip.net);
          expect(net.greaterThanOrEqualTo(agreed)).toBe(true);
          const up = new Decimal(line(slip, 'vn.net_gross_up')?.amount ?? 0);
          if (net.greaterThan(agreed) && up.greaterThan(0)) {
            // Rounding skipped the exact net: one dong less of gross-up, paid as an ordinary item in the
            // same bases, would leave the employee short of the agreed net.
            const withLess = computePayslip({
              country: 'VN',
              period: '2026-07',
              employee: { ...employee, netSalary: false },
              items: [
                ...items,
                {
                  code: 'UP',
                  label: 'Up',
                  kind: 'earning',
                  amount: up.minus(1).toString(),
                  class: 'basic',
                  subjectTo: { insurance: basic > 0 },
                },
              ],
            });
            expect(new Decimal(withLess.net).lessThan(agreed)).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('Philippines: a non-resident alien not engaged in trade or business pays 25% final on the taxable compensation, never annualised', () => {
    const input: PhPayslipInput = {
      country: 'PH',
      period: '2026-12',
      employee: { taxRegime: 'nranetb' },
      items: [
        { code: 'BASIC', label: 'Basic pay', kind: 'earning', amount: '100000', class: 'basic' },
        { code: '13TH', label: '13th month', kind: 'earning', amount: '100000', class: 'additional' },
      ],
    };
    const slip = computePayslip(input);
    // 100,000 + (100,000 − 90,000 exempt) − contributions 4,450 (SSS 1,750, PhilHealth 2,500, Pag-IBIG 200).
    expect(line(slip, 'ph.final_tax')?.base).toBe('105550.00');
    expect(line(slip, 'ph.final_tax')?.amount).toBe(ph.finalTax({ period: '2026-12', regime: 'nranetb', grossIncome: '105550' }).amount);
    expect(line(slip, 'ph.final_tax')?.amount).toBe('26387.50');
    expect(line(slip, 'ph.withholding_tax')).toBeUndefined();
    expect(line(slip, 'ph.withholding_tax_refund')).toBeUndefined();
    const rhq = computePayslip({ ...input, employee: { taxRegime: 'preferential_15' } });
    expect(line(rhq, 'ph.final_tax')?.amount).toBe('15832.50');
    expect(() => computePayslip({ ...input, employee: { taxRegime: 'nranetb', minimumWageEarner: true } })).toThrow(
      /employee\.minimumWageEarner/,
    );
    expect(() => computePayslip({ ...input, employee: { taxRegime: 'resident' as never } })).toThrow(/employee\.taxRegime/);
  });
});
