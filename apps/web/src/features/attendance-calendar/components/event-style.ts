import {
  CALENDAR_EVENT_TYPE_CODES,
  type CalendarEvent,
  type CalendarEventTypeCode,
} from '@tenaga/contracts/modules/attendance-calendar.contracts';
import { textOn } from '../../../lib/contrast.ts';

/** Each event type's colour (dark enough for white text, WCAG AA), and the holidays'. */
export const TYPE_COLOURS: Record<CalendarEventTypeCode, string> = {
  0: '#ad4e00',
  1: '#237804',
  2: '#0958d9',
  3: '#722ed1',
  5: '#006d75',
};
export const HOLIDAY_COLOUR = '#cf1322';
/** Leave waiting for its decision: light, with dark text; rejected or cancelled leave (shown when the company asks): grey. */
export const PENDING_TIME_OFF_COLOUR = '#ffd591';
export const CLOSED_TIME_OFF_COLOUR = '#595959';

/** The i18n key of each type's name (spec §4's codes). */
export const TYPE_KEYS: Record<CalendarEventTypeCode, string> = {
  0: 'types.timeOff',
  1: 'types.present',
  2: 'types.schedule',
  3: 'types.training',
  5: 'types.convertedLeave',
};
export const LEGEND_TYPES = CALENDAR_EVENT_TYPE_CODES;

/** An event's background (a schedule takes its shift's colour) and the text readable on it. */
export function eventColours(event: Pick<CalendarEvent, 'type' | 'colour' | 'timeOff'>): { background: string; color: string } {
  const status = event.type === 0 ? event.timeOff?.status : undefined;
  const background =
    event.type === 2 && event.colour
      ? event.colour
      : status === 'pending'
        ? PENDING_TIME_OFF_COLOUR
        : status === 'rejected' || status === 'cancelled'
          ? CLOSED_TIME_OFF_COLOUR
          : TYPE_COLOURS[event.type];
  return { background, color: textOn(background) };
}
