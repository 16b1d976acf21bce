import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ShiftBreakInput, ShiftBrief } from '@tenaga/contracts/modules/attendance-settings.contracts';
import { textOn } from '../../../lib/contrast.ts';
import { useFormat } from '../../../lib/format.ts';

/** The colours a shift can take on the grid: distinct, and dark enough for white text (WCAG AA, 4.5:1). */
export const SHIFT_COLOURS = ['#0958d9', '#722ed1', '#006d75', '#237804', '#ad4e00', '#c41d7f', '#cf1322', '#595959'] as const;

/** The text colour readable on a shift's colour (one stored before the palette changed, too): white, or near-black. */
export { textOn };

/** A local 'HH:MM' in the user's time format. */
export function useLocalTime() {
  const format = useFormat();
  const use12 = format.region.timeFormat.includes('A');
  return (time: string) => {
    if (!use12) return time;
    const hour = Number(time.slice(0, 2));
    return `${((hour + 11) % 12) + 1}:${time.slice(3, 5)} ${hour < 12 ? 'AM' : 'PM'}`;
  };
}

/** A shift's hours and breaks in words. */
export function useShiftWords() {
  const { t } = useTranslation('attendanceSettings');
  const time = useLocalTime();
  return {
    hours: (shift: Pick<ShiftBrief, 'start' | 'end' | 'crossesMidnight'>) =>
      shift.crossesMidnight
        ? t('shifts.hoursNextDay', { start: time(shift.start), end: time(shift.end) })
        : `${time(shift.start)}–${time(shift.end)}`,
    breaks: (breaks: readonly ShiftBreakInput[]) =>
      breaks.length === 0
        ? t('shifts.noBreak')
        : breaks
            .map((rule) =>
              rule.kind === 'fixed'
                ? t(rule.paid ? 'shifts.fixedPaid' : 'shifts.fixed', { start: time(rule.start), end: time(rule.end) })
                : t(rule.paid ? 'shifts.flexiblePaid' : 'shifts.flexible', { count: rule.minutes }),
            )
            .join(', '),
  };
}

/** A shift's name on its colour. */
export function ShiftChip({ shift }: { readonly shift: Pick<ShiftBrief, 'name' | 'colour'> }) {
  return (
    <Tag color={shift.colour} variant="solid" style={{ marginInlineEnd: 0, fontWeight: 500, color: textOn(shift.colour) }}>
      {shift.name}
    </Tag>
  );
}
