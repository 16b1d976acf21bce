import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import dayjs from 'dayjs';
import { renderWithProviders } from '../../../test/render.tsx';
import { SteppedRangePicker } from '../stepped-range-picker.tsx';
import { shiftRange, stepRange, type DateRangeValue, type RangeStep } from '../date-range.ts';

afterEach(cleanup);

const ZONE = 'Asia/Jakarta';
const jakarta = (isoDate: string) => Date.parse(`${isoDate}T00:00:00+07:00`);
const days = (first: string, last: string): DateRangeValue => ({ startDate: jakarta(first), endDate: jakarta(last) + 24 * 3600_000 - 1 });
const iso = (range: readonly [dayjs.Dayjs, dayjs.Dayjs]) => range.map((day) => day.format('YYYY-MM-DD'));

describe('stepping ranges', () => {
  // Wednesday 31 December 2025.
  const day = dayjs('2025-12-31');
  it.each([
    ['day', ['2025-12-31', '2025-12-31'], ['2026-01-01', '2026-01-01']],
    ['isoWeek', ['2025-12-29', '2026-01-04'], ['2026-01-05', '2026-01-11']],
    ['month', ['2025-12-01', '2025-12-31'], ['2026-01-01', '2026-01-31']],
    ['year', ['2025-01-01', '2025-12-31'], ['2026-01-01', '2026-12-31']],
  ] as const)('a %s holding a day, and the next one', (step, range, next) => {
    expect(iso(stepRange(day, step as RangeStep))).toEqual(range);
    expect(iso(shiftRange(day, step as RangeStep, 1))).toEqual(next);
  });

  it('an ISO week runs Monday to Sunday, also from a Sunday', () => {
    expect(iso(stepRange(dayjs('2026-03-08'), 'isoWeek'))).toEqual(['2026-03-02', '2026-03-08']);
    expect(iso(shiftRange(dayjs('2026-03-08'), 'isoWeek', -1))).toEqual(['2026-02-23', '2026-03-01']);
  });
});

describe('SteppedRangePicker', () => {
  function Controlled({
    step,
    onChange,
    initial,
  }: {
    readonly step: RangeStep;
    readonly onChange: (value: DateRangeValue) => void;
    readonly initial: DateRangeValue;
  }) {
    const [value, setValue] = useState(initial);
    return (
      <SteppedRangePicker
        step={step}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    );
  }

  it('steps a week back and forth in the region’s zone, and shows it in the region’s date format', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Controlled step="isoWeek" onChange={onChange} initial={days('2026-03-02', '2026-03-08')} />, {
      region: { timezone: ZONE, dateFormat: 'DD/MM/YYYY' },
    });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Period' }).value).toBe('02/03/2026 – 08/03/2026');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next week' })));
    expect(onChange).toHaveBeenLastCalledWith(days('2026-03-09', '2026-03-15'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Previous week' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Previous week' })));
    expect(onChange).toHaveBeenLastCalledWith(days('2026-02-23', '2026-03-01'));
  });

  it('steps a month', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Controlled step="month" onChange={onChange} initial={days('2026-01-01', '2026-01-31')} />, {
      region: { timezone: ZONE },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next month' })));
    expect(onChange).toHaveBeenLastCalledWith(days('2026-02-01', '2026-02-28'));
  });
});
