import { TimePicker as AntTimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useFormat } from '../../lib/format.ts';
import type { PickerCommonProps } from '../date-picker/date-picker.tsx';

export interface TimePickerProps extends PickerCommonProps {
  /** A time of day, 'HH:mm' (24-hour), or null. */
  readonly value?: string | null;
  readonly onChange?: (value: string | null) => void;
}

/** 'HH:mm' as today at that time (the picker needs a date; only the time is read back). */
export function parseTimeOfDay(value: string): Dayjs | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return match ? dayjs().startOf('day').hour(Number(match[1])).minute(Number(match[2])) : null;
}

/**
 * A time of day in the user's time format (spec §9): 12-hour with AM/PM only when the format has
 * 'A', one-minute steps. The value stays 24-hour 'HH:mm' whatever is shown.
 */
export function TimePicker({ value, onChange, ...rest }: TimePickerProps) {
  const { region } = useFormat();
  return (
    <AntTimePicker
      {...rest}
      value={value ? parseTimeOfDay(value) : null}
      format={region.timeFormat}
      use12Hours={region.timeFormat.includes('A')}
      minuteStep={1}
      needConfirm={false}
      onChange={(time) => onChange?.(time ? time.format('HH:mm') : null)}
    />
  );
}
