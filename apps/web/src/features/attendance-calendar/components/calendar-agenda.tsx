import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CalendarEmployee, CalendarEvent } from '@tenaga/contracts/modules/attendance-calendar.contracts';
import { textOn } from '../../../lib/contrast.ts';
import { useFormat } from '../../../lib/format.ts';
import { EventChip } from './event-chip.tsx';
import { HOLIDAY_COLOUR } from './event-style.ts';

/** The day: each employee with the day's holiday and events, one under the other (the phone's view). */
export function CalendarAgenda({
  date,
  employees,
  onOpen,
}: {
  readonly date: string;
  readonly employees: readonly CalendarEmployee[];
  readonly onOpen: (event: CalendarEvent) => void;
}) {
  const { t } = useTranslation('attendanceCalendar');
  const format = useFormat();
  return (
    <ul aria-label={t('gridCaption')} style={{ listStyle: 'none', margin: 0, padding: 0, border: '1px solid #f0f0f0', borderRadius: 8 }}>
      {employees.map((employee, index) => {
        const holiday = employee.holidays.find((entry) => entry.date === date);
        const events = employee.events.filter((event) => event.date === date);
        return (
          <li key={employee.id} style={{ padding: '12px 16px', borderTop: index ? '1px solid #f0f0f0' : undefined }}>
            <Typography.Text strong>{employee.name}</Typography.Text>{' '}
            {employee.timezone !== format.region.timezone && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {format.timeZone(employee.timezone)}
              </Typography.Text>
            )}
            <div style={{ marginTop: 6, display: 'grid', gap: 4, maxWidth: 420 }}>
              {holiday && (
                <Tag color={HOLIDAY_COLOUR} variant="solid" style={{ color: textOn(HOLIDAY_COLOUR), marginInlineEnd: 0 }}>
                  {holiday.halfDay ? t('halfDayHoliday', { name: holiday.name }) : holiday.name}
                </Tag>
              )}
              {events.map((event) => (
                <EventChip
                  key={event.id}
                  showType
                  event={event}
                  timezone={employee.timezone}
                  employeeName={employee.name}
                  onOpen={onOpen}
                />
              ))}
              {!holiday && events.length === 0 && <Typography.Text type="secondary">{t('nothingThisDay')}</Typography.Text>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
