import { useState } from 'react';
import { DatePicker, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import {
  clampToYear,
  DATE_RANGE_PRESETS,
  presetOf,
  presetRange,
  toCalendarRange,
  toRangeValue,
  type CalendarRange,
  type DateRangePreset,
  type DateRangeValue,
} from './date-range.ts';

export type { DateRangeValue } from './date-range.ts';

export interface DateRangePickerProps {
  readonly value: DateRangeValue | null;
  readonly onChange: (value: DateRangeValue | null) => void;
  /** Spec §5: the range may not leave the first day's year (the end is clamped, with a warning). */
  readonly singleYear?: boolean;
  /** Names the pair of controls for assistive technology (the visible label is the caller's). */
  readonly 'aria-label'?: string;
}

type Choice = DateRangePreset | 'custom';

/**
 * A date range with the spec's presets (§2: Today, Yesterday, Last 7 Days, Last 30 Days, This
 * Month, Last Month, Custom). "Today" is today in the user's region time zone and dates show in
 * the region's date format.
 */
export function DateRangePicker({ value, onChange, singleYear = false, 'aria-label': ariaLabel }: DateRangePickerProps) {
  const { t } = useTranslation();
  const { region } = useFormat();
  const zone = region.timezone;
  const [open, setOpen] = useState(false);
  const [clampedWarning, setClampedWarning] = useState(false);
  const clock = { now: Date.now(), zone };
  const choice = presetOf(value, clock);

  const commit = (range: CalendarRange | null) => {
    if (!range) {
      setClampedWarning(false);
      onChange(null);
      return;
    }
    const checked = singleYear ? clampToYear(range) : { range, clamped: false };
    setClampedWarning(checked.clamped);
    onChange(toRangeValue(checked.range, zone));
  };

  const choose = (next: Choice | undefined) => {
    if (next === undefined) commit(null);
    else if (next === 'custom') setOpen(true);
    else commit(presetRange(next, clock));
  };

  const labels: Record<Choice, string> = {
    today: t('widgets:dateRange.today'),
    yesterday: t('widgets:dateRange.yesterday'),
    last7Days: t('widgets:dateRange.last7Days'),
    last30Days: t('widgets:dateRange.last30Days'),
    thisMonth: t('widgets:dateRange.thisMonth'),
    lastMonth: t('widgets:dateRange.lastMonth'),
    custom: t('widgets:dateRange.custom'),
  };

  return (
    <div role="group" aria-label={ariaLabel} style={{ display: 'inline-flex', flexDirection: 'column', gap: 4, maxWidth: '100%' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Select<Choice>
          aria-label={t('widgets:dateRange.preset')}
          style={{ minWidth: 120 }}
          value={choice ?? undefined}
          placeholder={t('widgets:dateRange.anyDate')}
          allowClear
          popupMatchSelectWidth={false}
          options={[...DATE_RANGE_PRESETS, 'custom' as const].map((preset) => ({ value: preset, label: labels[preset] }))}
          onChange={choose}
        />
        <DatePicker.RangePicker
          style={{ maxWidth: '100%' }}
          value={value ? [...toCalendarRange(value, zone)] : null}
          format={region.dateFormat}
          open={open}
          onOpenChange={setOpen}
          allowClear
          placeholder={[t('widgets:dateRange.start'), t('widgets:dateRange.end')]}
          aria-label={t('widgets:dateRange.range')}
          onChange={(dates) => commit(dates?.[0] && dates[1] ? [dates[0].startOf('day'), dates[1].startOf('day')] : null)}
        />
      </div>
      {clampedWarning && (
        <Typography.Text type="warning" role="status">
          {t('widgets:dateRange.sameYearOnly')}
        </Typography.Text>
      )}
    </div>
  );
}
