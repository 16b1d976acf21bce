import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CalendarEmployee, CalendarEvent } from '@tenaga/contracts/modules/attendance-calendar.contracts';
import { textOn } from '../../../lib/contrast.ts';
import { useFormat } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { weekdayOf } from './calendar-range.ts';
import { EventChip } from './event-chip.tsx';
import { HOLIDAY_COLOUR } from './event-style.ts';

const WEEKEND_BACKGROUND = 'rgba(0, 0, 0, 0.03)';

/**
 * The month or week: a row per employee, a column per date, each cell the date's holiday and
 * events. The first column stays in place while the dates scroll sideways.
 */
export function CalendarGrid({
  dates,
  employees,
  today,
  onOpen,
}: {
  readonly dates: readonly string[];
  readonly employees: readonly CalendarEmployee[];
  readonly today: string;
  readonly onOpen: (event: CalendarEvent) => void;
}) {
  const { t } = useTranslation('attendanceCalendar');
  const format = useFormat();
  const cellWidth = dates.length > 7 ? 128 : 140;
  const weekday = new Intl.DateTimeFormat(currentLanguage(), { weekday: 'short', timeZone: 'UTC' });
  return (
    <div style={{ overflowX: 'auto', border: '1px solid #f0f0f0', borderRadius: 8 }}>
      <table
        aria-label={t('gridCaption')}
        // A fixed layout needs the table's own width: the columns then keep theirs, weekends included.
        style={{ borderCollapse: 'collapse', tableLayout: 'fixed', width: 200 + dates.length * cellWidth }}
      >
        <colgroup>
          <col style={{ width: 200 }} />
          {dates.map((date) => (
            <col key={date} style={{ width: cellWidth }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th
              scope="col"
              style={{ position: 'sticky', insetInlineStart: 0, background: '#fafafa', zIndex: 1, padding: 8, textAlign: 'start' }}
            >
              {t('employee')}
            </th>
            {dates.map((date) => (
              <th
                key={date}
                scope="col"
                aria-current={date === today ? 'date' : undefined}
                style={{
                  padding: '6px 4px',
                  background: date === today ? '#e6f4ff' : '#fafafa',
                  fontWeight: date === today ? 600 : 500,
                  fontSize: 12,
                  borderInlineStart: '1px solid #f0f0f0',
                }}
              >
                <div>{weekday.format(Date.parse(`${date}T00:00:00Z`))}</div>
                <div>{format.dayMonth(`${date}T12:00:00Z`)}</div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {employees.map((employee) => {
            const holidays = new Map(employee.holidays.map((holiday) => [holiday.date, holiday]));
            const eventsOn = new Map<string, CalendarEvent[]>();
            for (const event of employee.events) eventsOn.set(event.date, [...(eventsOn.get(event.date) ?? []), event]);
            return (
              <tr key={employee.id} style={{ borderTop: '1px solid #f0f0f0' }}>
                <th
                  scope="row"
                  style={{
                    position: 'sticky',
                    insetInlineStart: 0,
                    background: '#fff',
                    zIndex: 1,
                    padding: 8,
                    textAlign: 'start',
                    fontWeight: 400,
                  }}
                >
                  <Typography.Text strong style={{ display: 'block' }}>
                    {employee.name}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {/* The time zone only where it is not the company's (a site in another zone). */}
                    {[employee.employmentNumber, employee.timezone !== format.region.timezone ? format.timeZone(employee.timezone) : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography.Text>
                </th>
                {dates.map((date) => {
                  const holiday = holidays.get(date);
                  return (
                    <td
                      key={date}
                      style={{
                        verticalAlign: 'top',
                        padding: 4,
                        borderInlineStart: '1px solid #f0f0f0',
                        background: weekdayOf(date) >= 5 ? WEEKEND_BACKGROUND : undefined,
                      }}
                    >
                      {holiday && (
                        <div
                          title={holiday.name}
                          style={{
                            background: HOLIDAY_COLOUR,
                            color: textOn(HOLIDAY_COLOUR),
                            borderRadius: 4,
                            padding: '1px 6px',
                            marginBottom: 2,
                            fontSize: 12,
                            whiteSpace: 'nowrap',
                            overflow: 'hidden',
                            textOverflow: 'ellipsis',
                          }}
                        >
                          {holiday.halfDay ? t('halfDayHoliday', { name: holiday.name }) : holiday.name}
                        </div>
                      )}
                      {(eventsOn.get(date) ?? []).map((event) => (
                        <EventChip key={event.id} event={event} timezone={employee.timezone} employeeName={employee.name} onOpen={onOpen} />
                      ))}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
