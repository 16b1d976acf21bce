import { useState } from 'react';
import dayjs from 'dayjs';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getMyRoster } from '@tenaga/contracts/modules/attendance-settings.contracts';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { PlainList } from '../../../components/plain-list/plain-list.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { PeriodControls, type Period } from './period-controls.tsx';
import { periodAround, weekdayOf } from './roster-period.ts';
import { ShiftChip, useShiftWords } from './shift-words.tsx';

/** My roster: the signed-in employee's own shifts, day by day (a list that reads well on a phone). */
export default function MyRosterPage() {
  const { t } = useTranslation('attendanceSettings');
  const format = useFormat();
  const words = useShiftWords();
  const today = dayjs().tz(format.region.timezone).format('YYYY-MM-DD');
  const [period, setPeriod] = useState<Period>({ kind: 'week', ...periodAround(today, 'week') });
  const roster = useContractQuery(getMyRoster, { query: { from: period.from, to: period.to } });
  const shifts = new Map((roster.data?.shifts ?? []).map((shift) => [shift.id, shift]));
  const cells = roster.data?.rows[0]?.cells ?? [];

  return (
    <Page title={t('myRoster.title')}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <PeriodControls period={period} onChange={setPeriod} />
        <QueryState isPending={roster.isPending} error={roster.error} onRetry={() => void roster.refetch()}>
          <PlainList
            items={cells}
            label={t('myRoster.title')}
            rowKey={(cell) => cell.date}
            emptyText={t('myRoster.empty')}
            renderItem={(cell) => {
              const shift = cell.shiftId ? shifts.get(cell.shiftId) : undefined;
              return (
                <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
                  <Typography.Text strong={cell.date === today}>
                    {`${t(`weekdays.${weekdayOf(cell.date)}`)} ${format.calendarDate(cell.date)}`}
                  </Typography.Text>
                  {shift ? (
                    <Space wrap>
                      <ShiftChip shift={shift} />
                      <Typography.Text>{words.hours(shift)}</Typography.Text>
                    </Space>
                  ) : (
                    <Typography.Text type="secondary">{t(cell.rostered ? 'roster.off' : 'roster.regularHours')}</Typography.Text>
                  )}
                </Space>
              );
            }}
          />
        </QueryState>
      </Space>
    </Page>
  );
}
