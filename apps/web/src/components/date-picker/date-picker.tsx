import type { CSSProperties } from 'react';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { DATE_FORMATS, type DateFormat } from '@tenaga/contracts/region';
import { useFormat } from '../../lib/format.ts';
import { fromWallClock, wallClock } from '../date-range-picker/date-range.ts';

/** What every picker of a date or time takes besides its value. */
export interface PickerCommonProps {
  readonly disabled?: boolean;
  readonly id?: string;
  readonly placeholder?: string;
  readonly style?: CSSProperties;
  readonly 'aria-label'?: string;
  readonly allowClear?: boolean;
}

export interface DateInputProps extends PickerCommonProps {
  /** A calendar date, 'YYYY-MM-DD' (no time zone), or null. */
  readonly value?: string | null;
  readonly onChange?: (value: string | null) => void;
  readonly minDate?: string;
  readonly maxDate?: string;
}

const ISO_DATE = 'YYYY-MM-DD';

/** A calendar date in the user's date format (spec §2 single date). */
export function DateInput({ value, onChange, minDate, maxDate, ...rest }: DateInputProps) {
  const { region } = useFormat();
  return (
    <DatePicker
      {...rest}
      value={value ? dayjs(value) : null}
      format={region.dateFormat}
      minDate={minDate ? dayjs(minDate) : undefined}
      maxDate={maxDate ? dayjs(maxDate) : undefined}
      onChange={(date) => onChange?.(date ? date.format(ISO_DATE) : null)}
    />
  );
}

export interface DateTimeInputProps extends PickerCommonProps {
  /** An instant in milliseconds, or null; shown and chosen in the region's time zone. */
  readonly value?: number | null;
  readonly onChange?: (value: number | null) => void;
}

/** A date and time in the user's formats and time zone (spec §2 date-time), one-minute steps. */
export function DateTimeInput({ value, onChange, ...rest }: DateTimeInputProps) {
  const { region } = useFormat();
  return (
    <DatePicker
      {...rest}
      value={value === null || value === undefined ? null : wallClock(value, region.timezone)}
      format={`${region.dateFormat} ${region.timeFormat}`}
      showTime={{ format: region.timeFormat, use12Hours: region.timeFormat.includes('A'), minuteStep: 1 }}
      onChange={(time) => onChange?.(time ? fromWallClock(time.second(0).millisecond(0), region.timezone) : null)}
    />
  );
}

export interface DayMonthInputProps extends PickerCommonProps {
  /** A day of the year, 'MM-DD' (a birthday, a yearly holiday), or null. */
  readonly value?: string | null;
  readonly onChange?: (value: string | null) => void;
}

// A leap year, so 29 February can be chosen.
const ANY_LEAP_YEAR = 2000;

/** A day and month without a year, in the day-month form of the user's date format (spec §9: DD/MM, MM/DD, MM-DD, DD-MMM, M/D). */
export function DayMonthInput({ value, onChange, ...rest }: DayMonthInputProps) {
  const { region } = useFormat();
  return (
    <DatePicker
      {...rest}
      value={value ? dayjs(`${ANY_LEAP_YEAR}-${value}`) : null}
      format={DATE_FORMATS[region.dateFormat]}
      // The calendar opens in a leap year; a typed date keeps only its day and month.
      defaultPickerValue={dayjs(`${ANY_LEAP_YEAR}-01-01`)}
      onChange={(date) => onChange?.(date ? date.format('MM-DD') : null)}
    />
  );
}

/** The month-and-year form of each date format: its day taken out. */
const MONTH_FORMATS: Record<DateFormat, string> = {
  'DD/MM/YYYY': 'MM/YYYY',
  'MM/DD/YYYY': 'MM/YYYY',
  'YYYY-MM-DD': 'YYYY-MM',
  'DD-MMM-YYYY': 'MMM-YYYY',
  'M/D/YYYY': 'M/YYYY',
};

export interface MonthInputProps extends PickerCommonProps {
  /** A month, 'YYYY-MM', or null. */
  readonly value?: string | null;
  readonly onChange?: (value: string | null) => void;
}

/** A month of a year (a pay period), in the month form of the user's date format. */
export function MonthInput({ value, onChange, ...rest }: MonthInputProps) {
  const { region } = useFormat();
  return (
    <DatePicker
      {...rest}
      picker="month"
      value={value ? dayjs(`${value}-01`) : null}
      format={MONTH_FORMATS[region.dateFormat]}
      onChange={(month) => onChange?.(month ? month.format('YYYY-MM') : null)}
    />
  );
}
