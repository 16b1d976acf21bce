import { describe, expect, it } from 'vitest';
import { StatutoryPreviewBodySchema } from '@tenaga/contracts/modules/payroll.contracts';
import { formField, toPreviewBody, type CalculatorForm } from '../components/calculator-form.model.ts';

const LABELS = {
  basic: 'Basic pay',
  allowance: 'Allowance',
  overtime: 'Overtime',
  bonus: 'Bonus',
  zakat: 'Zakat',
  deMinimis: 'De minimis',
};

describe('the calculator form as the preview route’s payslip input', () => {
  it('sends only the pay entered (a zero amount is none), with the chosen country’s facts', () => {
    const form: CalculatorForm = {
      country: 'SG',
      period: '2025-03',
      basic: '4000.00',
      allowance: '0',
      overtime: '',
      bonus: '500',
      birthDate: '1990-01-01',
      residency: 'PR',
      prSince: '2024-06-01',
      shgFund: 'CDAC',
      ytdOrdinaryWageSubject: '12000',
      ytdAdditionalWageSubject: '',
    };
    const body = toPreviewBody(form, LABELS);
    expect(body.items).toEqual([
      { code: 'BASIC', label: 'Basic pay', kind: 'earning', amount: '4000.00', class: 'basic' },
      { code: 'BONUS', label: 'Bonus', kind: 'earning', amount: '500', class: 'additional' },
    ]);
    expect(body.employee).toEqual({ birthDate: '1990-01-01', residency: 'PR', prSince: '2024-06-01', rateType: 'GG', shgFunds: ['CDAC'] });
    expect(body.ytd).toEqual({ ordinaryWageSubject: '12000' });
    expect(StatutoryPreviewBodySchema.safeParse(body).success).toBe(true);
  });

  it('asks Indonesia’s year-to-date figures only in the last tax period, and takes zakat as a Malaysian deduction', () => {
    const id: CalculatorForm = { country: 'ID', period: '2025-06', basic: '9000000', ytdGross: '54000000' };
    expect(toPreviewBody(id, LABELS).ytd).toBeUndefined();
    expect(toPreviewBody({ ...id, period: '2025-12' }, LABELS).ytd).toEqual({ gross: '54000000' });

    const my = toPreviewBody({ country: 'MY', period: '2025-03', basic: '5000', birthDate: '1990-01-01', zakat: ' 50 ' }, LABELS);
    expect(my.items.at(-1)).toEqual({ code: 'ZAKAT', label: 'Zakat', kind: 'deduction', amount: '50', class: 'zakat' });
  });

  it('sends the kinds of worker: Indonesian non-residents and daily workers, Vietnamese short contracts, Philippine minimum wage earners and de minimis', () => {
    const nonResident = toPreviewBody(
      { country: 'ID', period: '2025-12', basic: '9000000', taxResident: false, treatyRate: '0.1', exitMonth: true, ytdGross: '1' },
      LABELS,
    );
    expect(nonResident.employee).toMatchObject({ taxResident: false, treatyRate: '0.1' });
    // PPh 26 has no last tax period: no year-to-date figures are sent.
    expect(nonResident.ytd).toBeUndefined();
    expect(nonResident.employee).not.toHaveProperty('exitMonth');
    const daily = toPreviewBody(
      {
        country: 'ID',
        period: '2025-06',
        basic: '4500000',
        workerKind: 'non_permanent_daily',
        daysWorked: 9,
        dtp: true,
        foreignWorker: true,
      },
      LABELS,
    );
    expect(daily.employee).toMatchObject({ workerKind: 'non_permanent_daily', daysWorked: 9, dtp: true, foreignWorker: true });

    const vn = toPreviewBody(
      {
        country: 'VN',
        period: '2026-03',
        basic: '15000000',
        contract: 'short',
        commitment: true,
        vietnamese: false,
        foreignExemption: 'treaty',
      },
      LABELS,
    );
    expect(vn.employee).toMatchObject({ contract: 'short', commitment: true, foreignExemption: 'treaty' });

    const ph = toPreviewBody(
      {
        country: 'PH',
        period: '2026-06',
        basic: '18000',
        minimumWageEarner: true,
        separated: true,
        deMinimisKind: 'uniform',
        deMinimisAmount: '5000',
        deMinimisUsed: '4000',
        ytdTaxable: '90000',
        ytdTaxWithheld: '0',
      },
      LABELS,
    );
    expect(ph.items.at(-1)).toEqual({
      code: 'DE_MINIMIS',
      label: 'De minimis',
      kind: 'earning',
      amount: '5000',
      class: 'exempt',
      deMinimis: { kind: 'uniform' },
    });
    expect(ph.employee).toEqual({ minimumWageEarner: true, separated: true });
    expect(ph.ytd).toEqual({ 'deMinimis.uniform': '4000', taxableCompensation: '90000', withheld: '0' });
    for (const body of [nonResident, daily, vn, ph]) expect(StatutoryPreviewBodySchema.safeParse(body).success).toBe(true);

    const sg = toPreviewBody(
      {
        country: 'SG',
        period: '2026-03',
        basic: '3000',
        birthDate: '1990-01-01',
        residency: 'FOREIGNER',
        levyPass: 'S_PASS',
        levyTier: 1,
        levyDays: 10,
      },
      LABELS,
    );
    expect(sg.employee).toMatchObject({ foreignWorkerLevy: { pass: 'S_PASS', tier: 1, days: 10 } });
    expect(StatutoryPreviewBodySchema.safeParse(sg).success).toBe(true);
  });

  it('sends the workplace province, a net salary and a Philippine final tax regime (no year-end figures with a final tax)', () => {
    const id = toPreviewBody({ country: 'ID', period: '2026-02', basic: '2200000', province: 'JB', minimumWage: '' }, LABELS);
    expect(id.employer).toEqual({ jkkRiskClass: 'very_low', province: 'JB' });
    expect(toPreviewBody({ country: 'ID', period: '2026-02', basic: '2200000' }, LABELS).employer).toEqual({ jkkRiskClass: 'very_low' });

    const vn = toPreviewBody({ country: 'VN', period: '2026-03', basic: '30000000', netSalary: true }, LABELS);
    expect(vn.employee).toMatchObject({ netSalary: true });
    expect(toPreviewBody({ country: 'VN', period: '2026-03', basic: '30000000', netSalary: false }, LABELS).employee).not.toHaveProperty(
      'netSalary',
    );

    const december = { country: 'PH', period: '2026-12', basic: '100000', ytdTaxable: '1', ytdTaxWithheld: '1' } as const;
    const nra = toPreviewBody({ ...december, taxRegime: 'nranetb', minimumWageEarner: true, separated: true }, LABELS);
    expect(nra.employee).toEqual({ taxRegime: 'nranetb' });
    expect(nra.ytd).toBeUndefined();
    const regular = toPreviewBody({ ...december, taxRegime: 'regular' }, LABELS);
    expect(regular.employee).toEqual({});
    expect(regular.ytd).toEqual({ taxableCompensation: '1', withheld: '1' });
    for (const body of [id, vn, nra, regular]) expect(StatutoryPreviewBodySchema.safeParse(body).success).toBe(true);
  });

  it('puts an engine error on the form field it is about', () => {
    expect(formField('ID', 'employer.province')).toBe('province');
    expect(formField('VN', 'employee.netSalary')).toBe('netSalary');
    expect(formField('PH', 'employee.taxRegime')).toBe('taxRegime');
    expect(formField('SG', 'employee.foreignWorkerLevy.tier')).toBe('levyTier');
    expect(formField('PH', 'items[3].deMinimis.days')).toBe('deMinimisDays');
    expect(formField('PH', 'ytd.deMinimis.uniform')).toBe('deMinimisUsed');
    expect(formField('ID', 'employee.birthDate')).toBe('idBirthDate');
    expect(formField('ID', 'ytd.withheld')).toBe('ytdWithheld');
    expect(formField('PH', 'ytd.withheld')).toBe('ytdTaxWithheld');
    expect(formField('SG', 'employee.birthDate')).toBe('birthDate');
    expect(formField('SG', 'items.0.amount')).toBe('basic');
  });
});
