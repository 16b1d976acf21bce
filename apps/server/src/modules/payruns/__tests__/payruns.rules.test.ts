import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en/payruns.json' with { type: 'json' };
import {
  employedIn,
  monthBounds,
  PAYRUN_OWN_CODES,
  PAYRUN_STATUTORY_CODES,
  payrunCode,
  payslipTotals,
  runTotals,
  stepAllowed,
} from '../payruns.rules.ts';
import { salaryRates } from '../payruns.service.ts';
import { proratedSalary } from '@tenaga/domain/salary';

const doc = readFileSync(new URL('../../../../../../docs/payrun-lines.md', import.meta.url), 'utf8');

describe('payrun rules', () => {
  it('names the engine lines by scheme, as issue 17 fixes them', () => {
    expect(payrunCode('sg.cpf.employee')).toBe('cpf.employee');
    expect(payrunCode('sg.shg.cdac')).toBe('shg');
    expect(payrunCode('my.pcb')).toBe('pcb');
    expect(payrunCode('id.bpjs.jkm.employer')).toBe('bpjs.jkm.employer');
    expect(payrunCode('vn.si.employee')).toBe('vn.social.employee');
    expect(payrunCode('ph.withholding_tax')).toBe('ph.withholding');
  });

  it('lists every code in docs/payrun-lines.md and names it in the catalog', () => {
    for (const code of [...PAYRUN_STATUTORY_CODES, ...PAYRUN_OWN_CODES, 'noScheme']) {
      expect(doc, code).toContain(`| \`${code}\` |`);
      expect((en.lines as Record<string, string>)[code], code).toBeTruthy();
    }
  });

  it('sums a payslip from its lines and a run from its payslips, to the cent', () => {
    const totals = payslipTotals([
      { code: 'basic', label: '', kind: 'earning', amount: '3200.00', trace: {} },
      { code: 'item.x', label: '', kind: 'earning', amount: '0.10', trace: {} },
      { code: 'cpf.employee', label: '', kind: 'deduction', amount: '640.00', trace: {} },
      { code: 'cpf.employer', label: '', kind: 'employer', amount: '544.00', trace: {} },
      { code: 'sdl', label: '', kind: 'employer', amount: '8.00', trace: {} },
      { code: 'noScheme', label: '', kind: 'info', amount: '0.00', trace: {} },
    ]);
    expect(totals).toEqual({
      gross: '3200.10',
      deductions: '640.00',
      net: '2560.10',
      employerContributions: '552.00',
      employerCost: '3752.10',
    });
    // 0.1 + 0.2 is 0.3 exactly here (never a float).
    expect(
      runTotals([
        { gross: '0.10', deductions: '0', net: '0.10', employerContributions: '0' },
        { gross: '0.20', deductions: '0', net: '0.20', employerContributions: '0' },
      ]),
    ).toEqual({ gross: '0.30', deductions: '0.00', net: '0.30', employerContributions: '0.00' });
  });

  it('pays a joiner from their hiring date and a leaver to their last day', () => {
    const january = monthBounds('2026-01');
    expect(january).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(monthBounds('2028-02').to).toBe('2028-02-29');
    // A leaver whose last day is 10 January: 10 of 31 days of 3,100 = 1,000.00.
    const leaver = salaryRates({ hiringDate: '2020-01-01', cessationDate: '2026-01-10' }, [{ from: '2020-01-01', salary: '3100.00' }]);
    expect(proratedSalary({ period: january, rates: leaver, basis: 'calendarDays' }).total).toBe('1000.00');
    // A joiner on the 21st: 11 of 31 days of 6,200 = 2,200.00.
    const joiner = salaryRates({ hiringDate: '2026-01-21', cessationDate: null }, [{ from: '2026-01-21', salary: '6200.00' }]);
    expect(proratedSalary({ period: january, rates: joiner, basis: 'calendarDays' }).total).toBe('2200.00');
    // An increment from the 16th: 15 days of 3,100 and 16 of 6,200 over 31 = 1,500 + 3,200.
    const raised = salaryRates({ hiringDate: '2020-01-01', cessationDate: null }, [
      { from: '2020-01-01', salary: '3100.00' },
      { from: '2026-01-16', salary: '6200.00' },
    ]);
    expect(proratedSalary({ period: january, rates: raised, basis: 'calendarDays' }).total).toBe('4700.00');
    expect(employedIn({ hiringDate: '2026-02-01', cessationDate: null }, january)).toBe(false);
    expect(employedIn({ hiringDate: '2020-01-01', cessationDate: '2025-12-31' }, january)).toBe(false);
    expect(employedIn({ hiringDate: '2020-01-01', cessationDate: '2026-01-01' }, january)).toBe(true);
  });

  it('takes a run through its steps in order only', () => {
    expect(stepAllowed('approve', 'calculated')).toBe(true);
    expect(stepAllowed('approve', 'calculating')).toBe(false);
    expect(stepAllowed('pay', 'calculated')).toBe(false);
    expect(stepAllowed('lock', 'paid')).toBe(true);
    expect(stepAllowed('recalculate', 'approved')).toBe(false);
    expect(stepAllowed('recalculate', 'failed')).toBe(true);
  });
});
