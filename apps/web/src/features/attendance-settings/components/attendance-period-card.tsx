import { useEffect, useState } from 'react';
import { Button, Card, InputNumber, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ATTENDANCE_PERIOD_LIMITS,
  getAttendancePeriodSetting,
  updateAttendancePeriodSetting,
} from '@tenaga/contracts/modules/attendance-timesheet.contracts';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { QueryState } from '../../../components/page/page.tsx';
import { useContractMutation } from '../../../lib/contract-mutation.ts';
import { useContractQuery } from '../../../lib/contract-query.ts';

const { startDayMin, startDayMax } = ATTENDANCE_PERIOD_LIMITS;

/** The day of the month the company's attendance periods start on: the timesheet's periods and what the payrun locks. */
export function AttendancePeriodCard({ canEdit }: { readonly canEdit: boolean }) {
  const { t } = useTranslation('attendanceSettings');
  const { message } = useFeedback();
  const showError = useErrorNotice();
  const setting = useContractQuery(getAttendancePeriodSetting);
  const save = useContractMutation(updateAttendancePeriodSetting, {
    input: (body: { startDay: number; version: number }) => ({ body }),
  });
  const [startDay, setStartDay] = useState<number | null>(null);
  useEffect(() => {
    if (setting.data) setStartDay(setting.data.startDay);
  }, [setting.data]);
  const valid = startDay !== null && Number.isInteger(startDay) && startDay >= startDayMin && startDay <= startDayMax;
  const changed = setting.data !== undefined && startDay !== setting.data.startDay;
  const submit = () => {
    if (!setting.data || !valid) return;
    save.mutateAsync({ startDay, version: setting.data.version }).then(() => void message.success(t('period.saved')), showError);
  };

  return (
    <Card title={t('period.title')} size="small" style={{ marginBottom: 16 }}>
      <QueryState isPending={setting.isPending} error={setting.error} onRetry={() => void setting.refetch()}>
        <Typography.Paragraph type="secondary">{t('period.help')}</Typography.Paragraph>
        <Space wrap align="start">
          <label htmlFor="attendance-period-start">{t('period.startDay')}</label>
          <div>
            <InputNumber
              id="attendance-period-start"
              min={startDayMin}
              max={startDayMax}
              precision={0}
              value={startDay}
              disabled={!canEdit}
              status={valid ? undefined : 'error'}
              onChange={(value) => setStartDay(value)}
              onPressEnter={submit}
            />
            {!valid && (
              <Typography.Text type="danger" style={{ display: 'block' }}>
                {t('period.invalid', { min: startDayMin, max: startDayMax })}
              </Typography.Text>
            )}
          </div>
          {canEdit && (
            <Button type="primary" onClick={submit} disabled={!valid || !changed} loading={save.isPending}>
              {t('common:save')}
            </Button>
          )}
        </Space>
        {valid && (
          <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
            {startDay === 1 ? t('period.calendarMonth') : t('period.example', { start: startDay, end: startDay - 1 })}
          </Typography.Paragraph>
        )}
      </QueryState>
    </Card>
  );
}
