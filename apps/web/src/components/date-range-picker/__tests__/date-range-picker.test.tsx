import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../../test/render.tsx';
import { DateRangePicker, type DateRangeValue } from '../date-range-picker.tsx';
import { clampToYear, presetRange, toRangeValue, calendarDay, type DateRangePreset } from '../date-range.ts';

// 20:00 UTC on 31 March is already 1 April 03:00 in Jakarta: "today" must be the region's day.
const NOW = Date.parse('2026-03-31T20:00:00Z');
const ZONE = 'Asia/Jakarta';
const jakarta = (isoDate: string) => Date.parse(`${isoDate}T00:00:00+07:00`);
/** The range a user means by "from the first to the last day", in Jakarta. */
const days = (first: string, last: string): DateRangeValue => ({ startDate: jakarta(first), endDate: jakarta(last) + 24 * 3600_000 - 1 });

describe('the date range presets (spec §2, §9)', () => {
  const expected: Record<DateRangePreset, DateRangeValue> = {
    today: days('2026-04-01', '2026-04-01'),
    yesterday: days('2026-03-31', '2026-03-31'),
    last7Days: days('2026-03-26', '2026-04-01'),
    last30Days: days('2026-03-03', '2026-04-01'),
    thisMonth: days('2026-04-01', '2026-04-30'),
    lastMonth: days('2026-03-01', '2026-03-31'),
  };
  it.each(Object.entries(expected))(
    '%s runs from the start of its first day to the end of its last, in the region time zone',
    (preset, range) => {
      expect(toRangeValue(presetRange(preset as DateRangePreset, { now: NOW, zone: ZONE }), ZONE)).toEqual(range);
    },
  );

  it('keeps the calendar day of an instant in the region, whatever the browser zone', () => {
    expect(calendarDay(NOW, ZONE).format('YYYY-MM-DD')).toBe('2026-04-01');
    expect(calendarDay(NOW, 'Europe/London').format('YYYY-MM-DD')).toBe('2026-03-31');
  });

  it('clamps a range that leaves its first year to that year’s last day', () => {
    const start = calendarDay(jakarta('2026-12-20'), ZONE);
    const { range, clamped } = clampToYear([start, start.add(20, 'day')]);
    expect(clamped).toBe(true);
    expect(range[1].format('YYYY-MM-DD')).toBe('2026-12-31');
    expect(clampToYear([start, start.add(5, 'day')]).clamped).toBe(false);
  });
});

describe('DateRangePicker', () => {
  beforeEach(() => {
    // Only the clock: antd's animations keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  function Controlled({
    onChange,
    singleYear,
    initial = null,
  }: {
    readonly onChange: (value: DateRangeValue | null) => void;
    readonly singleYear?: boolean;
    readonly initial?: DateRangeValue | null;
  }) {
    const [value, setValue] = useState<DateRangeValue | null>(initial);
    return (
      <DateRangePicker
        value={value}
        singleYear={singleYear}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    );
  }

  async function choosePreset(label: string) {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Date range preset' }));
    const option = await screen.findByTitle(label);
    await act(async () => fireEvent.click(option));
  }

  it('offers the spec’s presets and fills the range in the region’s date format', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Controlled onChange={onChange} />, { region: { timezone: ZONE, dateFormat: 'DD/MM/YYYY' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Date range preset' }));
    for (const label of ['Today', 'Yesterday', 'Last 7 Days', 'Last 30 Days', 'This Month', 'Last Month', 'Custom'])
      expect(await screen.findByTitle(label)).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByTitle('Last 7 Days')));
    expect(onChange).toHaveBeenLastCalledWith(days('2026-03-26', '2026-04-01'));
    expect(screen.getByPlaceholderText<HTMLInputElement>('Start date').value).toBe('26/03/2026');
    expect(screen.getByPlaceholderText<HTMLInputElement>('End date').value).toBe('01/04/2026');
  });

  it('names a range no preset matches Custom', async () => {
    await renderWithProviders(<Controlled onChange={() => {}} initial={days('2026-02-03', '2026-02-10')} />, {
      region: { timezone: ZONE, dateFormat: 'YYYY-MM-DD' },
    });
    expect(screen.getByPlaceholderText<HTMLInputElement>('Start date').value).toBe('2026-02-03');
    // The closed preset select shows the chosen preset; its options are not rendered.
    expect(screen.getByRole('group').textContent).toContain('Custom');
  });

  it('in single-year mode clamps the end to the start’s year and says why', async () => {
    vi.setSystemTime(Date.parse('2027-01-10T04:00:00Z'));
    const onChange = vi.fn();
    await renderWithProviders(<Controlled onChange={onChange} singleYear />, { region: { timezone: ZONE } });
    await choosePreset('Last 30 Days');
    expect(onChange).toHaveBeenLastCalledWith(days('2026-12-12', '2026-12-31'));
    expect(screen.getByRole('status').textContent).toBe('Date can only be selected within the same year.');

    await choosePreset('Today');
    expect(onChange).toHaveBeenLastCalledWith(days('2027-01-10', '2027-01-10'));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
