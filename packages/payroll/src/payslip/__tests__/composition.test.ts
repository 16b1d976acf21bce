import { describe, expect, it } from 'vitest';
import { Decimal } from '../../core/decimal.ts';
import type { TraceStep } from '../../core/trace.ts';
import * as id from '../../id/index.ts';
import * as my from '../../my/index.ts';
import * as ph from '../../ph/index.ts';
import * as sg from '../../sg/index.ts';
import * as vn from '../../vn/index.ts';
import { computePayslip } from '../index.ts';
import type { Payslip, PayslipLine } from '../types.ts';
import { ID_CASE, MY_CASE, PH_CASE, SG_CASE, VN_CASE } from './fixtures.ts';

function line(payslip: Payslip, code: string): PayslipLine {
  const found = payslip.lines.find((l) => l.code === code);
  if (!found) throw new Error(`no line ${code} in ${payslip.lines.map((l) => l.code).join(', ')}`);
  return found;
}

/** The line's trace ends with the engine's own trace for the same inputs. */
function endsWithTrace(l: PayslipLine, engineTrace: readonly TraceStep[]): void {
  expect(l.trace.length).toBeGreaterThan(engineTrace.length);
  expect(l.trace.slice(l.trace.length - engineTrace.length)).toEqual(engineTrace);
}

const d = (value: string) => new Decimal(value);

describe('payslip composition equals the country engines for the same inputs', () => {
  it('Singapore: CPF on OW and AW, CDAC and MBMF, SDL', () => {
    const p = computePayslip(SG_CASE);
    const args = {
      period: '2026-03',
      birthDate: '1990-05-01',
      residency: 'SC',
      ordinaryWage: '5762.40', // basic + transport + overtime; the exempt claim is outside CPF
      additionalWage: '6000',
      ytdOrdinaryWageSubject: '11524.80',
      ytdAdditionalWageSubject: '0',
    } as const;
    const cpf = sg.cpf(args);
    const cdac = sg.shg({ period: '2026-03', fund: 'CDAC', totalWage: '11762.40' });
    const mbmf = sg.shg({ period: '2026-03', fund: 'MBMF', totalWage: '11762.40' });
    const sdl = sg.sdl({ period: '2026-03', totalWage: '11762.40' });

    expect(p.lines.map((l) => `${l.kind}:${l.code}`)).toEqual([
      'earning:BASIC',
      'earning:TRANSPORT',
      'earning:OT',
      'earning:BONUS',
      'earning:CLAIM',
      'deduction:sg.cpf.employee',
      'deduction:sg.shg.cdac',
      'deduction:sg.shg.mbmf',
      'deduction:LOAN',
      'employer:sg.cpf.employer',
      'employer:sg.sdl',
    ]);
    expect(line(p, 'sg.cpf.employee')).toMatchObject({ amount: cpf.employee, rate: cpf.employeeRate, base: '11762.40' });
    expect(line(p, 'sg.cpf.employer')).toMatchObject({ amount: cpf.employer, rate: cpf.employerRate, base: '11762.40' });
    expect(line(p, 'sg.shg.cdac').amount).toBe(cdac.amount);
    expect(line(p, 'sg.shg.mbmf').amount).toBe(mbmf.amount);
    expect(line(p, 'sg.sdl')).toMatchObject({ amount: sdl.amount, rate: sdl.rate });
    endsWithTrace(line(p, 'sg.cpf.employee'), cpf.trace);
    endsWithTrace(line(p, 'sg.shg.mbmf'), mbmf.trace);
    endsWithTrace(line(p, 'sg.sdl'), sdl.trace);

    expect(p.currency).toBe('SGD');
    expect(p.gross).toBe('11847.90');
    const deductions = d(cpf.employee).plus(cdac.amount).plus(mbmf.amount).plus(150);
    expect(p.deductions).toBe(deductions.toFixed(2));
    expect(p.net).toBe(d('11847.90').minus(deductions).toFixed(2));
    expect(p.employerCost).toBe(d('11847.90').plus(cpf.employer).plus(sdl.amount).toFixed(2));
  });

  it('Malaysia: EPF with K1/Kt split, SOCSO, EIS, PCB with bonus and zakat, HRDF', () => {
    const p = computePayslip(MY_CASE);
    const base = { period: '2026-04', birthDate: '1988-07-12', citizenship: 'citizen' } as const;
    const epf = my.epf({ ...base, wage: '14050', bonus: '8250' }); // basic + allowance + bonus; overtime is not EPF wages
    const epfNormal = my.epf({ ...base, wage: '5800' });
    const k1 = epfNormal.employee;
    const kt = d(epf.employee).minus(k1).toFixed(2);
    const socso = my.socso({ period: '2026-04', birthDate: '1988-07-12', wage: '6220.50' });
    const eis = my.eis({ period: '2026-04', birthDate: '1988-07-12', wage: '6220.50', citizenship: 'citizen' });
    const pcb = my.pcb({
      period: '2026-04',
      category: 3,
      children: 2,
      remuneration: '6220.50',
      epf: k1,
      additionalRemuneration: '8250',
      additionalEpf: kt,
      ytdRemuneration: '16500',
      ytdEpf: '1815',
      ytdPcb: '328.20',
      ytdReliefs: '300',
      zakat: '50',
    });
    const hrdf = my.hrdf({ period: '2026-04', wage: '5800', malaysianEmployees: 40 });

    expect(line(p, 'my.epf.employee')).toMatchObject({ amount: epf.employee, base: epf.contributionBase, rate: epf.employeeRate });
    expect(line(p, 'my.epf.employer')).toMatchObject({ amount: epf.employer, rate: epf.employerRate });
    expect(line(p, 'my.socso.employee').amount).toBe(socso.employee);
    expect(line(p, 'my.socso.employer').amount).toBe(socso.employer);
    expect(line(p, 'my.eis.employee').amount).toBe(eis.employee);
    expect(line(p, 'my.eis.employer').amount).toBe(eis.employer);
    expect(line(p, 'my.pcb').amount).toBe(pcb.total);
    expect(d(pcb.additionalAmount).greaterThan(0)).toBe(true);
    expect(line(p, 'my.hrdf')).toMatchObject({ amount: hrdf.amount, rate: hrdf.rate });
    endsWithTrace(line(p, 'my.pcb'), pcb.trace);
    endsWithTrace(line(p, 'my.socso.employer'), socso.trace);

    const deductions = [epf.employee, socso.employee, eis.employee, pcb.total, '50'].reduce((t, v) => t.plus(v), d('0'));
    expect(p.gross).toBe('14470.50');
    expect(p.deductions).toBe(deductions.toFixed(2));
    expect(p.net).toBe(d('14470.50').minus(deductions).toFixed(2));
    expect(p.employerCost).toBe(d('14470.50').plus(epf.employer).plus(socso.employer).plus(eis.employer).plus(hrdf.amount).toFixed(2));
  });

  it('Malaysia: a bonus that takes wages of RM5,000 and below over RM5,000 leaves the employer at 13% (Third Schedule note)', () => {
    const p = computePayslip({
      country: 'MY',
      period: '2026-04',
      employee: { birthDate: '1990-05-01', citizenship: 'citizen', pcbCategory: 1, children: 0 },
      employer: { malaysianEmployees: 12 },
      items: [
        { code: 'BASIC', label: 'Basic salary', kind: 'earning', amount: '4000', class: 'basic' },
        { code: 'BONUS', label: 'Bonus', kind: 'earning', amount: '2000', class: 'additional' },
      ],
    });
    expect(line(p, 'my.epf.employee')).toMatchObject({ amount: '660.00', rate: '0.11' });
    expect(line(p, 'my.epf.employer')).toMatchObject({ amount: '780.00', rate: '0.13' });
  });

  it('Indonesia: BPJS on basic + fixed allowances, PPh 21 TER on bruto with the taxable employer premiums', () => {
    const p = computePayslip(ID_CASE);
    const bpjs = id.bpjs({ period: '2026-04', wage: '13500000', jkkRiskClass: 'low', minimumWage: '5396761' });
    const bruto = d('26350000').plus(bpjs.taxableEmployerPremiums).toFixed();
    const tax = id.pph21Monthly({ period: '2026-04', ptkpStatus: 'K/1', gross: bruto });

    expect(line(p, 'id.bpjs.kesehatan.employee').amount).toBe(bpjs.kesehatan.employee);
    expect(line(p, 'id.bpjs.kesehatan.employer').amount).toBe(bpjs.kesehatan.employer);
    expect(line(p, 'id.bpjs.jht.employee').amount).toBe(bpjs.jht.employee);
    expect(line(p, 'id.bpjs.jht.employer').amount).toBe(bpjs.jht.employer);
    expect(line(p, 'id.bpjs.jp.employee').amount).toBe(bpjs.jp.employee);
    expect(line(p, 'id.bpjs.jp.employer').amount).toBe(bpjs.jp.employer);
    expect(line(p, 'id.bpjs.jkk.employer').amount).toBe(bpjs.jkk.employer);
    expect(line(p, 'id.bpjs.jkm.employer').amount).toBe(bpjs.jkm.employer);
    expect(line(p, 'id.pph21')).toMatchObject({ amount: tax.amount, base: bruto, rate: tax.terRate });
    endsWithTrace(line(p, 'id.pph21'), tax.trace);
    endsWithTrace(line(p, 'id.bpjs.jkm.employer'), bpjs.trace);

    expect(p.currency).toBe('IDR');
    expect(p.gross).toBe('26350000');
    expect(p.deductions).toBe(d(bpjs.employeeTotal).plus(tax.amount).plus(100000).toFixed());
    expect(p.employerCost).toBe(d('26350000').plus(bpjs.employerTotal).toFixed());
  });

  it('Vietnam: insurance on the insurance salary, PIT as grossToNet computes it', () => {
    const p = computePayslip(VN_CASE);
    const insurance = vn.insurance({ period: '2026-03', region: 'I', salary: '32000000' });
    // Taxable income: everything but the PIT-exempt meal allowance.
    const viaGrossToNet = vn.grossToNet({ period: '2026-03', gross: '38500000', dependants: 1, region: 'I', insuranceSalary: '32000000' });
    const pit = vn.pit({ period: '2026-03', assessableIncome: viaGrossToNet.assessableIncome });

    expect(line(p, 'vn.si.employee').amount).toBe(insurance.employee.social);
    expect(line(p, 'vn.hi.employee').amount).toBe(insurance.employee.health);
    expect(line(p, 'vn.ui.employee').amount).toBe(insurance.employee.unemployment);
    expect(line(p, 'vn.si.employer').amount).toBe(insurance.employer.social);
    expect(line(p, 'vn.hi.employer').amount).toBe(insurance.employer.health);
    expect(line(p, 'vn.ui.employer').amount).toBe(insurance.employer.unemployment);
    expect(line(p, 'vn.trade_union').amount).toBe(insurance.employer.tradeUnion);
    expect(line(p, 'vn.pit')).toMatchObject({ amount: viaGrossToNet.pit, base: viaGrossToNet.assessableIncome });
    expect(line(p, 'vn.pit').amount).toBe(pit.amount);
    endsWithTrace(line(p, 'vn.pit'), pit.trace);
    endsWithTrace(line(p, 'vn.trade_union'), insurance.trace);

    expect(p.gross).toBe('39230000');
    expect(p.deductions).toBe(d(viaGrossToNet.employeeInsurance).plus(viaGrossToNet.pit).toFixed());
    // grossToNet's net is on the taxable gross; the payslip adds the exempt meal allowance.
    expect(p.net).toBe(d(viaGrossToNet.net).plus(730000).toFixed());
    expect(p.employerCost).toBe(d('39230000').plus(insurance.employer.total).toFixed());
  });

  it('Vietnam: the Ministry of Finance 2026 example (20,000,000, no dependant) gives PIT 120,000', () => {
    const p = computePayslip({
      country: 'VN',
      period: '2026-02',
      employee: { region: 'I', dependants: 0 },
      items: [{ code: 'LUONG', label: 'Lương', kind: 'earning', amount: 20000000, class: 'basic' }],
    });
    expect(
      d(line(p, 'vn.si.employee').amount).plus(line(p, 'vn.hi.employee').amount).plus(line(p, 'vn.ui.employee').amount).toFixed(),
    ).toBe('2100000');
    expect(line(p, 'vn.pit').amount).toBe('120000');
    expect(p.net).toBe('17780000');
  });

  it('Philippines: SSS, PhilHealth, Pag-IBIG and withholding with the 13th-month exemption left for the year', () => {
    const p = computePayslip(PH_CASE);
    const sss = ph.sss({ period: '2026-11', compensation: '54350.75' });
    const philhealth = ph.philhealth({ period: '2026-11', basicSalary: '50000' });
    const pagibig = ph.pagibig({ period: '2026-11', compensation: '52500' });
    const contributions = d(sss.employeeTotal).plus(philhealth.employee).plus(pagibig.employee);
    // 90,000 a year less 60,000 already exempt leaves 30,000 of the 50,000 13th month exempt.
    const taxable = d('54350.75').plus('20000').minus(contributions);
    const tax = ph.withholding({ period: '2026-11', frequency: 'monthly', taxableCompensation: taxable.toFixed() });

    expect(line(p, 'ph.sss.employee')).toMatchObject({ amount: sss.employeeTotal, base: sss.msc }); // regular + MPF
    expect(line(p, 'ph.sss.employer')).toMatchObject({ amount: sss.employerTotal, base: sss.msc }); // regular + MPF + EC
    expect(d(sss.mpfEmployee).greaterThan(0)).toBe(true);
    endsWithTrace(line(p, 'ph.sss.employer'), sss.trace);
    expect(line(p, 'ph.philhealth.employee').amount).toBe(philhealth.employee);
    expect(line(p, 'ph.philhealth.employer').amount).toBe(philhealth.employer);
    expect(line(p, 'ph.pagibig.employee').amount).toBe(pagibig.employee);
    expect(line(p, 'ph.pagibig.employer').amount).toBe(pagibig.employer);
    expect(line(p, 'ph.withholding_tax')).toMatchObject({ amount: tax.amount, base: taxable.toFixed(2) });
    endsWithTrace(line(p, 'ph.withholding_tax'), tax.trace);

    expect(p.gross).toBe('106350.75');
    expect(p.deductions).toBe(contributions.plus(tax.amount).plus(1200).toFixed(2));
    expect(p.employerCost).toBe(d('106350.75').plus(sss.employerTotal).plus(philhealth.employer).plus(pagibig.employer).toFixed(2));
  });

  it('Philippines: the statutory-rules example (basic 50,000) withholds 4,568.40 on 46,800', () => {
    const p = computePayslip({
      country: 'PH',
      period: '2026-03',
      items: [{ code: 'BASIC', label: 'Basic pay', kind: 'earning', amount: '50000', class: 'basic' }],
    });
    expect(line(p, 'ph.withholding_tax')).toMatchObject({ amount: '4568.40', base: '46800.00' });
    expect(p.deductions).toBe('7768.40'); // SSS 1,750 + PhilHealth 1,250 + Pag-IBIG 200 + tax
  });
});

describe('payslip lines', () => {
  it('carry the pay items as given, with the bases they are in', () => {
    const p = computePayslip(MY_CASE);
    expect(line(p, 'OT')).toEqual({
      code: 'OT',
      label: 'Overtime',
      kind: 'earning',
      amount: '420.50',
      trace: [
        {
          code: 'payslip.pay_item.overtime',
          label: 'Pay item',
          value: '420.50',
          detail: 'overtime; in the base of socso, eis, pcb',
          values: { schemes: 'socso, eis, pcb' },
        },
      ],
    });
    expect(line(p, 'ZAKAT')).toMatchObject({ kind: 'deduction', amount: '50.00' });
  });

  it('apply per-item overrides of the class defaults', () => {
    const base = { ...SG_CASE, items: [{ code: 'BASIC', label: 'Basic', kind: 'earning', amount: '4000', class: 'basic' }] } as const;
    const reimbursement = {
      code: 'TRAVEL',
      label: 'Travel (not wages)',
      kind: 'earning',
      amount: '500',
      class: 'ordinary',
      subjectTo: { cpf: false },
    } as const;
    const without = computePayslip(base);
    const withItem = computePayslip({ ...base, items: [...base.items, reimbursement] });
    expect(line(withItem, 'sg.cpf.employee').amount).toBe(line(without, 'sg.cpf.employee').amount);
    expect(line(withItem, 'sg.sdl').amount).not.toBe(line(without, 'sg.sdl').amount);
    expect(withItem.gross).toBe('4500.00');
  });

  it('give a foreigner in Singapore no CPF but still SDL, with the reason in the trace', () => {
    const p = computePayslip({ ...SG_CASE, employee: { birthDate: '1990-05-01', residency: 'FOREIGNER' } });
    expect(line(p, 'sg.cpf.employee').amount).toBe('0.00');
    expect(line(p, 'sg.cpf.employee').trace.at(-1)?.detail).toMatch(/foreigners/);
    expect(line(p, 'sg.sdl').amount).toBe('11.25');
    expect(p.lines.some((l) => l.code.startsWith('sg.shg'))).toBe(false);
  });

  it('use stable statutory codes with English labels for every country', () => {
    for (const input of [SG_CASE, MY_CASE, ID_CASE, VN_CASE, PH_CASE]) {
      const p = computePayslip(input);
      for (const l of p.lines) {
        expect(l.label.length).toBeGreaterThan(0);
        if (l.kind === 'employer' || !input.items.some((item) => item.code === l.code)) {
          expect(l.code).toMatch(new RegExp(`^${input.country.toLowerCase()}\\.[a-z0-9_.]+$`));
        }
      }
    }
  });
});
