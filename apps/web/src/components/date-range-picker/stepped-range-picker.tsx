import { Button, DatePicker } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { calendarDay, shiftRange, stepRange, toRangeValue, type DateRangeValue, type RangeStep } from './date-range.ts';

export interface SteppedRangePickerProps {
  /** The range shown: the step that holds its first day. */
  readonly value: DateRangeValue;
  readonly onChange: (value: DateRangeValue) => void;
  /** How long the range is, and how far previous / next move it. */
  readonly step: RangeStep;
  readonly disabled?: boolean;
  readonly 'aria-label'?: string;
}

const PICKER: Record<RangeStep, 'date' | 'month' | 'year'> = { day: 'date', isoWeek: 'date', month: 'month', year: 'year' };

/**
 * A range of a fixed length (a day, an ISO week, a month, a year) with previous and next buttons
 * (spec §2); picking any day chooses the range that holds it. Days are the region's.
 */
export function SteppedRangePicker({ value, onChange, step, disabled, 'aria-label': ariaLabel }: SteppedRangePickerProps) {
  const { t } = useTranslation('widgets');
  const { region } = useFormat();
  const zone = region.timezone;
  const first = calendarDay(value.startDate, zone);
  const choose = (day: Dayjs, count = 0) => onChange(toRangeValue(shiftRange(day, step, count), zone));
  const label = (day: Dayjs) => {
    const [start, last] = stepRange(day, step);
    if (step === 'isoWeek') return `${start.format(region.dateFormat)} – ${last.format(region.dateFormat)}`;
    return start.format(step === 'month' ? 'MMM YYYY' : step === 'year' ? 'YYYY' : region.dateFormat);
  };
  const names: Record<RangeStep, { previous: string; next: string }> = {
    day: { previous: t('steppedRange.previousDay'), next: t('steppedRange.nextDay') },
    isoWeek: { previous: t('steppedRange.previousWeek'), next: t('steppedRange.nextWeek') },
    month: { previous: t('steppedRange.previousMonth'), next: t('steppedRange.nextMonth') },
    year: { previous: t('steppedRange.previousYear'), next: t('steppedRange.nextYear') },
  };
  return (
    <div role="group" aria-label={ariaLabel} style={{ display: 'inline-flex', gap: 4, alignItems: 'center', maxWidth: '100%' }}>
      <Button icon={<LeftOutlined aria-hidden />} aria-label={names[step].previous} disabled={disabled} onClick={() => choose(first, -1)} />
      <DatePicker
        picker={PICKER[step]}
        value={first}
        format={label}
        allowClear={false}
        disabled={disabled}
        aria-label={t('steppedRange.range')}
        onChange={(day) => day && choose(day)}
        style={{ minWidth: step === 'isoWeek' ? 230 : 140, maxWidth: '100%' }}
      />
      <Button icon={<RightOutlined aria-hidden />} aria-label={names[step].next} disabled={disabled} onClick={() => choose(first, 1)} />
    </div>
  );
}
