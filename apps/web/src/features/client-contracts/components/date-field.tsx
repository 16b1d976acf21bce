import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRegion } from '../../../lib/session-context.tsx';

/**
 * A calendar date picker whose form value is the ISO date ('YYYY-MM-DD') the contract schema
 * validates, shown in the region's date format.
 */
export function IsoDatePicker({
  value,
  onChange,
  id,
  ...rest
}: {
  readonly value?: string | null;
  readonly onChange?: (value: string | null) => void;
  readonly id?: string;
  readonly 'aria-required'?: boolean;
}) {
  const region = useRegion();
  return (
    <DatePicker
      {...rest}
      id={id}
      style={{ width: '100%' }}
      format={region.dateFormat}
      value={value ? dayjs(value) : null}
      onChange={(date: Dayjs | null) => onChange?.(date ? date.format('YYYY-MM-DD') : null)}
    />
  );
}
