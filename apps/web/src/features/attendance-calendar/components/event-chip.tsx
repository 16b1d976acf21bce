import { ExclamationCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent, CalendarTimeOff } from '@tenaga/contracts/modules/attendance-calendar.contracts';
import { eventColours, TYPE_KEYS } from './event-style.ts';
import { useZonedTime } from './use-zoned-time.ts';

/** An event's hours in words: '08:55–18:00', 'from 21:55' while open, 'until 06:05' without a clock-in. */
export function useEventHours() {
  const { t } = useTranslation('attendanceCalendar');
  const { time } = useZonedTime();
  return (event: Pick<CalendarEvent, 'start' | 'end'>, zone: string) => {
    if (event.start !== null && event.end !== null) return `${time(event.start, zone)}–${time(event.end, zone)}`;
    if (event.start !== null) return t('hours.open', { start: time(event.start, zone) });
    if (event.end !== null) return t('hours.noClockIn', { end: time(event.end, zone) });
    return '';
  };
}

/** Time off in words: its category (or "Time off" when the caller may not see it), the half of the day, and a status other than approved. */
export function useTimeOffWords() {
  const { t } = useTranslation('attendanceCalendar');
  return (leave: CalendarTimeOff) =>
    [
      leave.categoryName ?? t('types.timeOff'),
      leave.part === 'full' ? null : `(${t(`timeOff.parts.${leave.part}`)})`,
      leave.status === 'approved' ? null : `· ${t(`timeOff.statuses.${leave.status}`)}`,
    ]
      .filter(Boolean)
      .join(' ');
}

/** One event on the calendar: a button of its type's colour that opens its detail. */
export function EventChip({
  event,
  timezone,
  employeeName,
  onOpen,
  showType = false,
}: {
  /** Names the type (or shift) beside the hours, where there is room (the day's list). */
  readonly showType?: boolean;
  readonly event: CalendarEvent;
  readonly timezone: string;
  readonly employeeName: string;
  readonly onOpen: (event: CalendarEvent) => void;
}) {
  const { t } = useTranslation('attendanceCalendar');
  const hours = useEventHours()(event, timezone);
  const timeOffWords = useTimeOffWords();
  const { background, color } = eventColours(event);
  const type = t(TYPE_KEYS[event.type]);
  const what =
    event.type === 2 ? (event.shiftName ?? t('regularHours')) : event.type === 0 && event.timeOff ? timeOffWords(event.timeOff) : type;
  return (
    <button
      type="button"
      className="attendance-calendar-event"
      onClick={() => onOpen(event)}
      aria-label={t('eventLabel', { name: employeeName, type: what, hours })}
      title={`${what} ${hours}`}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 4,
        width: '100%',
        border: 0,
        borderRadius: 4,
        padding: '1px 6px',
        marginBottom: 2,
        background,
        color,
        fontSize: 12,
        lineHeight: '18px',
        cursor: 'pointer',
        textAlign: 'start',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
      }}
    >
      {event.flagged && <ExclamationCircleOutlined aria-label={t('flagged')} />}
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {showType ? [what, hours].filter(Boolean).join(' · ') : hours || what}
      </span>
    </button>
  );
}
