import { describe, expect, it } from 'vitest';
import { StatutoryPreviewBodySchema } from '@tenaga/contracts';
import { formField, toPreviewBody, type CalculatorForm } from '../components/calculator-form.model.ts';

const LABELS = { basic: 'Basic pay', allowance: 'Allowance', overtime: 'Overtime', bonus: 'Bonus', zakat: 'Zakat' };

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

  it('puts an engine error on the form field it is about', () => {
    expect(formField('ID', 'ytd.withheld')).toBe('ytdWithheld');
    expect(formField('PH', 'ytd.withheld')).toBe('ytdTaxWithheld');
    expect(formField('SG', 'employee.birthDate')).toBe('birthDate');
    expect(formField('SG', 'items.0.amount')).toBe('basic');
  });
});
