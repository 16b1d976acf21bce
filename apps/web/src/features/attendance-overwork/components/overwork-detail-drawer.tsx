import { Descriptions, Drawer, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getOverwork, type OverworkStatus } from '@tenaga/contracts/modules/attendance-overwork.contracts';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { hoursMinutes, useFormat } from '../../../lib/format.ts';

const COLOURS: Record<OverworkStatus, string> = { pending: 'gold', approved: 'green', rejected: 'red' };

/** One work date's overwork: the figures, the decision, and the day as the timesheet counts it. */
export function OverworkDetailDrawer({ id, onClose }: { readonly id: string | null; readonly onClose: () => void }) {
  const { t } = useTranslation(['attendanceOverwork', 'attendance']);
  const format = useFormat();
  const query = useContractQuery(getOverwork, { params: { id: id ?? '' } }, { enabled: id !== null });
  const row = id ? query.data : undefined;
  const band = (name: string) => t(`attendance:bands.${name}`, { defaultValue: name });
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="min(560px, 100vw)"
      title={row ? `${row.employeeName} · ${format.calendarDate(row.workDate)}` : t('detail.title')}
    >
      {!row ? (
        <Spin />
      ) : (
        <>
          <Descriptions column={1} size="small" bordered styles={{ label: { width: '42%' } }}>
            <Descriptions.Item label={t('fields.status')}>
              <Tag color={COLOURS[row.status]}>{t(`status.${row.status}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.overtime')}>{hoursMinutes(row.overtimeMinutes)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.excess')}>{hoursMinutes(row.excessMinutes)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.approved')}>{hoursMinutes(row.approvedMinutes)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.converted')}>{hoursMinutes(row.convertedMinutes)}</Descriptions.Item>
            {row.decidedAt !== null && (
              <Descriptions.Item label={t('fields.decidedAt')}>{format.dateTime(row.decidedAt)}</Descriptions.Item>
            )}
            {row.decisionComment && <Descriptions.Item label={t('decision.reason')}>{row.decisionComment}</Descriptions.Item>}
            {row.bands.map((entry) => (
              <Descriptions.Item key={entry.band} label={band(entry.band)}>
                {hoursMinutes(entry.minutes)}
              </Descriptions.Item>
            ))}
          </Descriptions>
          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
            {t('detail.day')}
          </Typography.Title>
          {row.day ? (
            <Descriptions column={1} size="small" bordered styles={{ label: { width: '42%' } }}>
              <Descriptions.Item label={t('detail.schedule')}>
                {row.day.shift ? `${row.day.shift.start} – ${row.day.shift.end}` : t('detail.noShift')}
              </Descriptions.Item>
              <Descriptions.Item label={t('detail.worked')}>{hoursMinutes(row.day.workedMinutes)}</Descriptions.Item>
              {row.day.punches.map((punch) => (
                <Descriptions.Item key={punch.at} label={t(`detail.${punch.action}`)}>
                  {punch.time}
                </Descriptions.Item>
              ))}
              {row.timezone && <Descriptions.Item label={t('detail.timezone')}>{format.timeZone(row.timezone)}</Descriptions.Item>}
            </Descriptions>
          ) : (
            <Typography.Paragraph type="secondary">{t('detail.noDay')}</Typography.Paragraph>
          )}
        </>
      )}
    </Drawer>
  );
}
