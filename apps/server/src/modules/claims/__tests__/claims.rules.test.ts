import { describe, expect, it } from 'vitest';
import { checkReceipt, fitsLimit, limitPeriodOf, remainingAfter, remainingOf, sumOf, tidyClaimType } from '../claims.rules.ts';

describe('claim rules', () => {
  it('tidies a policy name and trims its description', () => {
    expect(
      tidyClaimType({
        name: '  Medical   care ',
        description: ' x ',
        payItemCategoryId: crypto.randomUUID(),
        limitAmount: null,
        limitPeriod: 'month',
        receiptRequired: false,
      }),
    ).toMatchObject({ name: 'Medical care', description: 'x' });
  });

  it.each([
    ['2026-02-14', 'month', '2026-02-01', '2026-02-28'],
    ['2028-02-01', 'month', '2028-02-01', '2028-02-29'],
    ['2026-12-31', 'month', '2026-12-01', '2026-12-31'],
    ['2026-07-09', 'year', '2026-01-01', '2026-12-31'],
  ] as const)('the %s %s period runs %s to %s', (date, period, start, end) => {
    expect(limitPeriodOf(date, period)).toEqual({ start, end });
  });

  it('counts what remains of a limit exactly, never below zero', () => {
    expect(remainingOf('300.00', '100.10')).toBe('199.90');
    expect(remainingOf('0.30', '0.10')).toBe('0.20');
    expect(remainingOf('100', '150')).toBe('0.00');
    expect(remainingOf(null, '150')).toBeNull();
    expect(sumOf(['0.1', '0.2'])).toBe('0.30');
  });

  it('lets an amount up to the limit in, and one cent more out', () => {
    expect(fitsLimit('300.00', '200.00', '100.00')).toBe(true);
    expect(fitsLimit('300.00', '200.00', '100.01')).toBe(false);
    expect(fitsLimit(null, '1000000', '1')).toBe(true);
    expect(remainingAfter('300.00', '200.00', '100.01')).toBe('-0.01');
    expect(remainingAfter(null, '200.00', '1')).toBeNull();
  });

  it('reads receipts from their bytes', () => {
    expect(checkReceipt(Buffer.from('%PDF-1.4 …'))).toEqual({ ok: true, contentType: 'application/pdf' });
    expect(checkReceipt(Buffer.from('<html>'))).toEqual({ ok: false, error: 'validation:leaveAttachmentType' });
    expect(checkReceipt(Buffer.alloc(0))).toEqual({ ok: false, error: 'validation:documentSize' });
    expect(checkReceipt(Buffer.alloc(2_000_001, 1))).toEqual({ ok: false, error: 'validation:documentSize' });
  });
});
