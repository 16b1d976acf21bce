import { describe, expect, it } from 'vitest';
import { Decimal, roundTo, Rounding, toDecimal } from '../decimal.ts';
import { formatMoney } from '../currency.ts';
import { inForce, type DatedSeries } from '../dated.ts';
import { birthdaysBeforeMonth, daysInMonth, parseDate, parsePeriod } from '../period.ts';
import { PayrollInputError } from '../errors.ts';

describe('payroll core', () => {
  it('parses money exactly and rejects bad input by field', () => {
    expect(toDecimal('wage', 0.1).plus(toDecimal('wage', '0.2')).toString()).toBe('0.3');
    expect(() => toDecimal('wage', -1)).toThrow(PayrollInputError);
    expect(() => toDecimal('wage', Number.NaN)).toThrow(/wage/);
    expect(() => toDecimal('wage', '1e5')).toThrow(/wage/);
  });

  it('rounds to steps by the named rule', () => {
    expect(roundTo(new Decimal('1234.5'), 1, Rounding.halfUp).toString()).toBe('1235');
    expect(roundTo(new Decimal('1234.99'), 1, Rounding.down).toString()).toBe('1234');
    expect(roundTo(new Decimal('10.03'), '0.05', Rounding.up).toString()).toBe('10.05');
  });

  it('formats without silent rounding', () => {
    expect(formatMoney(new Decimal('680'), 'SGD')).toBe('680.00');
    expect(formatMoney(new Decimal('1807200'), 'IDR')).toBe('1807200');
    expect(() => formatMoney(new Decimal('1.005'), 'SGD')).toThrow();
  });

  it('picks the version in force and rejects months before the data', () => {
    const series: DatedSeries<number> = [
      { from: '2025-01', value: 1, source: 'a' },
      { from: '2026-01', value: 2, source: 'b' },
    ];
    expect(inForce(series, parsePeriod('2025-12'), 'x').value).toBe(1);
    expect(inForce(series, parsePeriod('2026-01'), 'x').value).toBe(2);
    expect(() => inForce(series, parsePeriod('2024-12'), 'x')).toThrow(PayrollInputError);
  });

  it('moves to the next age band the month after the birthday month', () => {
    const birth = parseDate('1971-01-15', 'birthDate');
    expect(birthdaysBeforeMonth(birth, parsePeriod('2026-01'))).toBe(54);
    expect(birthdaysBeforeMonth(birth, parsePeriod('2026-02'))).toBe(55);
    expect(() => parseDate('2026-02-30', 'birthDate')).toThrow(/birthDate/);
  });
});

describe('daysInMonth', () => {
  it('counts the days of every month, leap years included', () => {
    const days = (key: string) => daysInMonth(parsePeriod(key));
    expect(['2026-01', '2026-02', '2026-04', '2026-12'].map(days)).toEqual([31, 28, 30, 31]);
    expect(['2024-02', '2100-02', '2000-02'].map(days)).toEqual([29, 28, 29]);
  });
});
