import { Space } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getClockState } from '@tenaga/contracts/modules/attendance.contracts';
import { PeriodStepper } from '../../../components/attendance-period/period-stepper.tsx';
import { useAddressPeriod } from '../../../components/attendance-period/use-address-period.ts';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { TimesheetDetailView } from './timesheet/timesheet-detail.tsx';

/**
 * /clock/timesheet: the signed-in employee's own timesheet, opened from the clock. It steps by the
 * company's attendance period (e.g. the 26th to the 25th), as HR's timesheet page does, so an
 * employee reads the same period payroll reads.
 */
export default function MyTimesheetPage() {
  const { t } = useTranslation('attendance');
  const { from, to, step, loading } = useAddressPeriod();
  const clock = useContractQuery(getClockState);
  return (
    <Page title={t('timesheet.myTitle')} extra={<Link to="/clock">{t('title')}</Link>}>
      <Space wrap style={{ marginBottom: 16 }}>
        <PeriodStepper from={from} to={to} onStep={step} label={t('timesheet.period')} />
      </Space>
      <QueryState isPending={clock.isPending || loading} error={clock.error} onRetry={() => void clock.refetch()}>
        {clock.data && <TimesheetDetailView employeeId={clock.data.employee.id} from={from} to={to} />}
      </QueryState>
    </Page>
  );
}
