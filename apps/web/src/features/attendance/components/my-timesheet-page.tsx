import { Space } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getClockState } from '@tenaga/contracts/modules/attendance.contracts';
import { SteppedRangePicker } from '../../../components/date-range-picker/stepped-range-picker.tsx';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { TimesheetDetailView } from './timesheet/timesheet-detail.tsx';
import { useTimesheetPeriod } from './timesheet/timesheet-period.ts';

/** /clock/timesheet: the signed-in employee's own timesheet, opened from the clock. */
export default function MyTimesheetPage() {
  const { t } = useTranslation('attendance');
  const { from, to, range, setRange } = useTimesheetPeriod();
  const clock = useContractQuery(getClockState);
  return (
    <Page title={t('timesheet.myTitle')} extra={<Link to="/clock">{t('title')}</Link>}>
      <Space wrap style={{ marginBottom: 16 }}>
        <SteppedRangePicker value={range} onChange={setRange} step="month" aria-label={t('timesheet.period')} />
      </Space>
      <QueryState isPending={clock.isPending} error={clock.error} onRetry={() => void clock.refetch()}>
        {clock.data && <TimesheetDetailView employeeId={clock.data.employee.id} from={from} to={to} />}
      </QueryState>
    </Page>
  );
}
