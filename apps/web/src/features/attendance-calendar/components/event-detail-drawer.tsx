import { Alert, Descriptions, Drawer, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  getPresenceEvent,
  getScheduleEvent,
  type CalendarEvent,
  type CalendarShift,
  type CalendarTimeOff,
} from '@tenaga/contracts/modules/attendance-calendar.contracts';
import type { Punch } from '@tenaga/contracts/modules/attendance.contracts';
import { PunchPhoto } from '../../../components/punch-photo/punch-photo.tsx';
import { getConvertedLeave } from '@tenaga/contracts/modules/attendance-overwork.contracts';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useZonedTime } from './use-zoned-time.ts';

function useShiftItems() {
  const { t } = useTranslation('attendanceCalendar');
  const { time } = useZonedTime();
  return (shift: CalendarShift, zone: string) => {
    const breaks = [
      ...shift.fixedBreaks.map((rule) =>
        t(rule.paid ? 'detail.fixedBreakPaid' : 'detail.fixedBreak', { start: time(rule.start, zone), end: time(rule.end, zone) }),
      ),
      ...shift.flexibleBreaks.map((rule) => t(rule.paid ? 'detail.flexibleBreakPaid' : 'detail.flexibleBreak', { count: rule.minutes })),
    ];
    return [
      { key: 'shift', label: t('detail.shift'), children: shift.name ?? t('regularHours') },
      {
        key: 'shiftHours',
        label: t('detail.shiftHours'),
        children: `${time(shift.start, zone)}–${time(shift.end, zone)}${shift.halfDay ? ` (${t('detail.halfDay')})` : ''}`,
      },
      { key: 'breaks', label: t('detail.breaks'), children: breaks.length ? breaks.join(', ') : t('detail.noBreak') },
    ];
  };
}

function PunchWords({ punch, zone }: { readonly punch: Punch | null; readonly zone: string }) {
  const { t } = useTranslation('attendanceCalendar');
  const { dateTime } = useZonedTime();
  if (!punch) return <Tag color="warning">{t('detail.missing')}</Tag>;
  const place = punch.inside === null ? t('detail.noPosition') : punch.inside ? t('detail.inside') : t('detail.outside');
  return (
    <>
      <div>{dateTime(punch.at, punch.timezone || zone)}</div>
      <div>{[punch.siteName ?? t('detail.noSite'), place].join(' · ')}</div>
      <div>
        {t(`sources.${punch.source}`)}
        {punch.sentLate && (
          <Tag color="gold" style={{ marginInlineStart: 8 }}>
            {t('detail.sentLate')}
          </Tag>
        )}
        {punch.flagged && (
          <Tag color="error" style={{ marginInlineStart: 8 }}>
            {t('flagged')}
          </Tag>
        )}
      </div>
      {punch.hasPhoto && <PunchPhoto punchId={punch.id} />}
    </>
  );
}

function PresenceBody({ id }: { readonly id: string }) {
  const { t } = useTranslation('attendanceCalendar');
  const format = useFormat();
  const shiftItems = useShiftItems();
  const query = useContractQuery(getPresenceEvent, { params: { id } });
  if (query.isError) return <Alert type="error" showIcon message={t('detail.failed')} />;
  if (!query.data) return <Skeleton active />;
  const detail = query.data;
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={[
        { key: 'employee', label: t('employee'), children: detail.employee.name },
        { key: 'date', label: t('detail.workDate'), children: format.calendarDate(detail.date) },
        { key: 'zone', label: t('detail.timeZone'), children: format.timeZone(detail.timezone) },
        { key: 'in', label: t('detail.clockIn'), children: <PunchWords punch={detail.in} zone={detail.timezone} /> },
        { key: 'out', label: t('detail.clockOut'), children: <PunchWords punch={detail.out} zone={detail.timezone} /> },
        ...(detail.shift
          ? shiftItems(detail.shift, detail.timezone)
          : [{ key: 'shift', label: t('detail.shift'), children: t('detail.noShift') }]),
      ]}
    />
  );
}

function ScheduleBody({ id }: { readonly id: string }) {
  const { t } = useTranslation('attendanceCalendar');
  const format = useFormat();
  const shiftItems = useShiftItems();
  const query = useContractQuery(getScheduleEvent, { params: { id } });
  if (query.isError) return <Alert type="error" showIcon message={t('detail.failed')} />;
  if (!query.data) return <Skeleton active />;
  const detail = query.data;
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={[
        { key: 'employee', label: t('employee'), children: detail.employee.name },
        { key: 'date', label: t('detail.workDate'), children: format.calendarDate(detail.date) },
        { key: 'zone', label: t('detail.timeZone'), children: format.timeZone(detail.timezone) },
        ...shiftItems(detail.shift, detail.timezone),
        { key: 'source', label: t('detail.source'), children: t(`detail.scheduleSources.${detail.source}`) },
        { key: 'setting', label: t('detail.setting'), children: detail.settingName ?? t('detail.defaultSetting') },
      ]}
    />
  );
}

/** Converted leave (type 5): the overtime of a work date turned into time off in lieu. */
function ConvertedLeaveBody({ id }: { readonly id: string }) {
  const { t } = useTranslation('attendanceCalendar');
  const format = useFormat();
  const query = useContractQuery(getConvertedLeave, { params: { id } });
  if (query.isError) return <Alert type="error" showIcon message={t('detail.failed')} />;
  if (!query.data) return <Skeleton active />;
  const leave = query.data;
  const hours = `${Math.floor(leave.minutes / 60)}:${String(leave.minutes % 60).padStart(2, '0')}`;
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={[
        { key: 'employee', label: t('employee'), children: leave.employeeName },
        { key: 'date', label: t('detail.workDate'), children: format.calendarDate(leave.workDate) },
        { key: 'time', label: t('detail.convertedTime'), children: hours },
        { key: 'days', label: t('detail.convertedDays'), children: t('detail.convertedDaysValue', { days: leave.days }) },
        { key: 'hoursPerDay', label: t('detail.convertedHours'), children: leave.hoursPerDay },
        { key: 'reason', label: t('detail.reason'), children: leave.reason },
        { key: 'by', label: t('detail.convertedBy'), children: leave.createdByName ?? '—' },
      ]}
    />
  );
}

/** Time off (type 0): the leave of the date, from the event itself; the category only when the caller may see it. */
function TimeOffBody({
  date,
  leave,
  employeeName,
}: {
  readonly date: string;
  readonly leave: CalendarTimeOff;
  readonly employeeName?: string;
}) {
  const { t } = useTranslation('attendanceCalendar');
  const format = useFormat();
  const statusColours = { approved: 'success', pending: 'warning', rejected: 'error', cancelled: 'default' } as const;
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={[
        ...(employeeName ? [{ key: 'employee', label: t('employee'), children: employeeName }] : []),
        { key: 'category', label: t('timeOff.category'), children: leave.categoryName ?? t('timeOff.notShown') },
        { key: 'date', label: t('timeOff.date'), children: format.calendarDate(date) },
        { key: 'part', label: t('timeOff.part'), children: t(`timeOff.parts.${leave.part}`) },
        { key: 'days', label: t('timeOff.days'), children: leave.days },
        {
          key: 'request',
          label: t('timeOff.request'),
          children:
            leave.from === leave.to
              ? format.calendarDate(leave.from)
              : `${format.calendarDate(leave.from)} – ${format.calendarDate(leave.to)}`,
        },
        {
          key: 'status',
          label: t('timeOff.status'),
          children: <Tag color={statusColours[leave.status]}>{t(`timeOff.statuses.${leave.status}`)}</Tag>,
        },
      ]}
    />
  );
}

/** The detail of the event clicked: a presence's punches, a schedule's shift (times at the site), or converted leave. */
export function EventDetailDrawer({
  event,
  employeeName,
  onClose,
}: {
  readonly event: CalendarEvent | null;
  readonly employeeName?: string;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('attendanceCalendar');
  const titles: Partial<Record<number, string>> = {
    0: t('timeOff.title'),
    1: t('detail.presenceTitle'),
    2: t('detail.scheduleTitle'),
    5: t('detail.convertedTitle'),
  };
  const title = (event && titles[event.type]) ?? '';
  return (
    <Drawer open={event !== null} onClose={onClose} title={title} width={480} destroyOnHidden>
      {event?.type === 0 && event.timeOff && <TimeOffBody date={event.date} leave={event.timeOff} employeeName={employeeName} />}
      {event?.type === 1 && <PresenceBody id={event.id} />}
      {event?.type === 2 && <ScheduleBody id={event.id} />}
      {event?.type === 5 && <ConvertedLeaveBody id={event.id} />}
    </Drawer>
  );
}
