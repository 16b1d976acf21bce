import { describe, expect, it } from 'vitest';
import { incrementedSalary, roundToStep, salaryChange, sumAmounts } from '../increment.ts';

describe('incrementedSalary', () => {
  it.each([
    [{ salary: '3000.00', kind: 'percentage', value: '3' }, '3090.00'],
    [{ salary: '3333.33', kind: 'percentage', value: '3' }, '3433.33'], // 3433.3299 → cent
    [{ salary: '3333.33', kind: 'percentage', value: '3', rounding: { step: '10', mode: 'up' } }, '3440.00'],
    [{ salary: '3333.33', kind: 'percentage', value: '3', rounding: { step: '1', mode: 'down' } }, '3433.00'],
    [{ salary: '3333.33', kind: 'percentage', value: '3', rounding: { step: '100', mode: 'nearest' } }, '3400.00'],
    [{ salary: '2500.50', kind: 'amount', value: '150.25' }, '2650.75'],
    [{ salary: '2500.00', kind: 'amount', value: '-100' }, '2400.00'],
    [{ salary: '100.00', kind: 'amount', value: '-500' }, '0.00'],
    [{ salary: '0.10', kind: 'amount', value: '0.20' }, '0.30'],
  ] as const)('%o → %s', (input, expected) => {
    expect(incrementedSalary(input)).toBe(expected);
  });

  it('rounds half up to the step', () => {
    expect(roundToStep('1234.5', { step: '1', mode: 'nearest' })).toBe('1235.00');
    expect(roundToStep('1234.005', { step: '0.01', mode: 'nearest' })).toBe('1234.01');
  });

  it('sums and subtracts exactly', () => {
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(salaryChange('3000.00', '3090.00')).toBe('90.00');
    expect(salaryChange('3000.00', '2900.00')).toBe('-100.00');
  });
});
