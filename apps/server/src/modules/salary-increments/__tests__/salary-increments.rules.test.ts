import { describe, expect, it } from 'vitest';
import { decidedStatus, isOpen, newSalaryOf, startsAfter, valueText } from '../salary-increments.rules.ts';

describe('salary increment rules', () => {
  it('changes only what is not yet in force', () => {
    expect(['pending', 'scheduled', 'applied', 'rejected'].map(isOpen)).toEqual([true, true, false, false]);
  });

  it('is in force at once when its date has come, else scheduled', () => {
    expect(decidedStatus('2026-03-01', '2026-03-01')).toBe('applied');
    expect(decidedStatus('2026-02-01', '2026-03-01')).toBe('applied');
    expect(decidedStatus('2026-03-02', '2026-03-01')).toBe('scheduled');
  });

  it('takes effect after the last increment in force', () => {
    expect(startsAfter('2026-03-01', null)).toBe(true);
    expect(startsAfter('2026-03-01', '2026-03-01')).toBe(false);
    expect(startsAfter('2026-03-02', '2026-03-01')).toBe(true);
  });

  it('computes the new salary from the stored kind, value and rounding', () => {
    expect(newSalaryOf('3000.00', { kind: 'percentage', value: '3.000', roundingStep: '0.01', roundingMode: 'nearest' })).toBe('3090.00');
    expect(newSalaryOf('3333.33', { kind: 'percentage', value: '3.000', roundingStep: '10', roundingMode: 'up' })).toBe('3440.00');
    expect(newSalaryOf('2500.00', { kind: 'amount', value: '150.500', roundingStep: '0.01', roundingMode: 'nearest' })).toBe('2650.50');
  });

  it('sends values back as said', () => {
    expect(valueText('percentage', '3.000')).toBe('3');
    expect(valueText('percentage', '2.500')).toBe('2.5');
    expect(valueText('amount', '150.500')).toBe('150.50');
    expect(valueText('amount', '-100.000')).toBe('-100.00');
  });
});
