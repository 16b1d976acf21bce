import { useMemo, useState } from 'react';
import { Button, Card, Col, Row, Space, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import {
  getTimesheetDetail,
  type AbsenceKind,
  type AbsenceRecord,
  type TimesheetDetail,
  type TimesheetDetailDay,
} from '@tenaga/contracts/modules/attendance-timesheet.contracts';
import { useErrorNotice, useFeedback } from '../../../../components/feedback/notices.tsx';
import { QueryState } from '../../../../components/page/page.tsx';
import { PlainList } from '../../../../components/plain-list/plain-list.tsx';
import { useContractQuery } from '../../../../lib/contract-query.ts';
import { hoursMinutes, timeFormatFor, useFormat } from '../../../../lib/format.ts';
import { currentLanguage } from '../../../../lib/i18n.ts';
import { useMenuAccess } from '../../../../lib/session-context.tsx';
import { useDeleteAbsence } from '../../api/attendance.mutations.ts';
import { AbsenceModal, type AbsenceTarget } from './absence-modal.tsx';
import { Adjustments } from './adjustments.tsx';
import { explanationValues } from './timesheet-format.ts';

const KIND_COLOURS: Partial<Record<TimesheetDetailDay['kind'], string>> = {
  rest: 'default',
  publicHoliday: 'purple',
  specialDay: 'purple',
  unscheduled: 'gold',
  notEmployed: 'default',
};

/** Local times ('HH:MM' at the site) in the user's time format, and an explanation's values in words. */
function useTimesheetWords() {
  const { t } = useTranslation('attendance');
  const { region } = useFormat();
  return useMemo(() => {
    const time = (local: string) => {
      const at = dayjs(`2000-01-01T${local}:00`);
      return at.format(timeFormatFor(region.timeFormat, currentLanguage(), at.hour()));
    };
    const values = (explained: Readonly<Record<string, string | number>>) =>
      explanationValues(explained, {
        time,
        band: (id) => t(`bands.${id}`, { defaultValue: id }),
        action: (action) => t(`actions.${action}`),
        part: (part) => t(`timesheet.leaveParts.${part}`),
      });
    return { time, values };
  }, [region, t]);
}

const ABSENCE_COLOURS: Record<AbsenceKind, string> = { excused: 'green', unpaid: 'red', absentConfirmed: 'volcano' };

/** What the day's absence shows, and HR's ways to settle it, change it or take the settlement back. */
function AbsenceActions({
  day,
  onSettle,
  onRemove,
}: {
  readonly day: TimesheetDetailDay;
  readonly onSettle: (absence: AbsenceRecord | null) => void;
  readonly onRemove: (absence: AbsenceRecord) => void;
}) {
  const { t } = useTranslation('attendance');
  const canSettle = useMenuAccess('attendanceResolve') === 'edit';
  if (!canSettle) return null;
  if (day.absence) {
    const absence = day.absence;
    return (
      <Space size={4}>
        <Button size="small" onClick={() => onSettle(absence)}>
          {t('absences.change')}
        </Button>
        <Button size="small" danger onClick={() => onRemove(absence)}>
          {t('absences.remove')}
        </Button>
      </Space>
    );
  }
  if (!day.issues.includes('absent')) return null;
  return (
    <Button size="small" onClick={() => onSettle(null)}>
      {t('absences.settle')}
    </Button>
  );
}

function Figure({ label, minutes }: { readonly label: string; readonly minutes: number }) {
  return (
    <Typography.Text>
      <Typography.Text type="secondary">{label}</Typography.Text> {hoursMinutes(minutes)}
    </Typography.Text>
  );
}

function DayRow({
  day,
  onSettle,
  onRemove,
}: {
  readonly day: TimesheetDetailDay;
  readonly onSettle: (absence: AbsenceRecord | null) => void;
  readonly onRemove: (absence: AbsenceRecord) => void;
}) {
  const { t } = useTranslation('attendance');
  const format = useFormat();
  const words = useTimesheetWords();
  const [open, setOpen] = useState(false);
  const explanationId = `explanation-${day.date}`;
  return (
    <div>
      <Space wrap size={[8, 4]} style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space wrap size={[8, 4]}>
          <Typography.Text strong>{format.calendarDate(day.date)}</Typography.Text>
          <Tag color={KIND_COLOURS[day.kind]}>{t(`timesheet.kinds.${day.kind}`)}</Tag>
          <Typography.Text type="secondary">
            {day.shift ? `${words.time(day.shift.start)}–${words.time(day.shift.end)}` : t('timesheet.detail.noShift')}
          </Typography.Text>
          {day.absent && <Tag color="red">{t('timesheet.detail.absent')}</Tag>}
          {day.absence && <Tag color={ABSENCE_COLOURS[day.absence.kind]}>{t(`absences.tags.${day.absence.kind}`)}</Tag>}
          {day.issues
            .filter((issue) => issue !== 'absent')
            .map((issue) => (
              <Tag key={issue} color="orange">
                {t(`timesheet.issues.${issue}`)}
              </Tag>
            ))}
        </Space>
        <Space wrap size={4}>
          <AbsenceActions day={day} onSettle={onSettle} onRemove={onRemove} />
          {day.explanations.length > 0 && (
            <Button size="small" aria-expanded={open} aria-controls={explanationId} onClick={() => setOpen((value) => !value)}>
              {open ? t('timesheet.detail.hideExplanation') : t('timesheet.detail.explain')}
            </Button>
          )}
        </Space>
      </Space>
      <Space wrap size={[16, 4]} style={{ marginTop: 4 }}>
        <Typography.Text type="secondary">
          {t('timesheet.detail.punches')}:{' '}
          {day.punches.length === 0
            ? t('timesheet.detail.noPunches')
            : day.punches
                .map(
                  (punch) =>
                    `${t(`actions.${punch.action}`)} ${words.time(punch.time)}${punch.flagged ? ` (${t('timesheet.detail.flagged')})` : ''}`,
                )
                .join(' · ')}
        </Typography.Text>
        <Figure label={t('timesheet.columns.worked')} minutes={day.workedMinutes} />
        {day.lateMinutes > 0 && <Figure label={t('timesheet.columns.late')} minutes={day.lateMinutes} />}
        {day.earlyLeaveMinutes > 0 && <Figure label={t('timesheet.columns.earlyLeave')} minutes={day.earlyLeaveMinutes} />}
        {day.overtime.map((entry) => (
          <Figure key={entry.band} label={t(`bands.${entry.band}`, { defaultValue: entry.band })} minutes={entry.minutes} />
        ))}
      </Space>
      {open && (
        <div id={explanationId} role="region" aria-label={t('timesheet.detail.explanationOf', { date: format.calendarDate(day.date) })}>
          <ul style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
            {day.explanations.map((explanation, index) => (
              <li key={`${explanation.key}-${index}`}>
                <Typography.Text type="secondary">{t(`timesheet.figures.${explanation.figure}`)}: </Typography.Text>
                {t(explanation.key, words.values(explanation.values))}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function Totals({ detail }: { readonly detail: TimesheetDetail }) {
  const { t } = useTranslation('attendance');
  const { totals } = detail;
  const figures = [
    { key: 'worked', label: t('timesheet.columns.worked'), value: hoursMinutes(totals.workedMinutes) },
    { key: 'late', label: t('timesheet.columns.late'), value: hoursMinutes(totals.lateMinutes) },
    { key: 'earlyLeave', label: t('timesheet.columns.earlyLeave'), value: hoursMinutes(totals.earlyLeaveMinutes) },
    { key: 'absent', label: t('timesheet.columns.absentDays'), value: String(totals.absentDays) },
    { key: 'unpaidAbsent', label: t('timesheet.columns.unpaidAbsentDays'), value: String(totals.unpaidAbsentDays) },
    { key: 'overtime', label: t('timesheet.columns.overtime'), value: hoursMinutes(totals.overtimeMinutes) },
    { key: 'night', label: t('timesheet.detail.night'), value: hoursMinutes(totals.nightMinutes) },
  ];
  return (
    <Card title={t('timesheet.detail.totals')} size="small" style={{ marginBottom: 16 }}>
      <Row gutter={[16, 16]}>
        {figures.map((figure) => (
          <Col key={figure.key} xs={12} sm={8} md={4}>
            <Statistic title={figure.label} value={figure.value} />
          </Col>
        ))}
      </Row>
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>
        {t('timesheet.detail.bandsTitle')}
      </Typography.Title>
      <PlainList
        items={totals.overtime}
        rowKey={(entry) => entry.band}
        emptyText={t('timesheet.detail.noBands')}
        renderItem={(entry) => <Figure label={t(`bands.${entry.band}`, { defaultValue: entry.band })} minutes={entry.minutes} />}
      />
    </Card>
  );
}

/** One employee's timesheet over the period: the totals, each day's figures and, on demand, why each figure is what it is. */
export function TimesheetDetailView({ employeeId, from, to }: { readonly employeeId: string; readonly from: string; readonly to: string }) {
  const { t } = useTranslation('attendance');
  const query = useContractQuery(getTimesheetDetail, { query: { employeeId, from, to } });
  const format = useFormat();
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const remove = useDeleteAbsence();
  const [settling, setSettling] = useState<AbsenceTarget | null>(null);
  const detail = query.data;
  const confirmRemove = (absence: AbsenceRecord) =>
    modal.confirm({
      title: t('absences.removeTitle', { date: format.calendarDate(absence.date) }),
      content: t('absences.removeBody'),
      okText: t('absences.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => remove.mutateAsync(absence.id).then(() => message.success(t('absences.removed')), showError),
    });
  return (
    <QueryState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()}>
      {detail && (
        <>
          <div style={{ display: 'flex', flexDirection: 'column', gap: 2, marginBottom: 16 }}>
            <Typography.Text strong>{`${detail.employee.name} (${detail.employee.employmentNumber})`}</Typography.Text>
            <Typography.Text type="secondary">
              {t('timesheet.detail.timezone', { timezone: format.timeZone(detail.timezone) })}
            </Typography.Text>
            <Typography.Text type="secondary">
              {detail.settingName ? t('timesheet.detail.setting', { name: detail.settingName }) : t('timesheet.detail.defaultSetting')}
            </Typography.Text>
            <Typography.Text type="secondary">{t(`timesheet.detail.${detail.schedule}`)}</Typography.Text>
          </div>
          <Totals detail={detail} />
          <Adjustments employeeId={detail.employee.id} adjustments={detail.adjustments} />
          <PlainList
            items={detail.days}
            rowKey={(day) => day.date}
            label={t('timesheet.title')}
            emptyText={t('timesheet.noDays')}
            renderItem={(day) => (
              <DayRow
                day={day}
                onSettle={(absence) => setSettling({ employeeId: detail.employee.id, date: day.date, absence })}
                onRemove={confirmRemove}
              />
            )}
          />
          <AbsenceModal target={settling} onClose={() => setSettling(null)} />
        </>
      )}
    </QueryState>
  );
}
