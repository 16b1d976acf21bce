import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listTimesheets, type TimesheetRow } from '@tenaga/contracts/modules/attendance-timesheet.contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { PeriodStepper } from '../../../components/attendance-period/period-stepper.tsx';
import { useAddressPeriod } from '../../../components/attendance-period/use-address-period.ts';
import { useErrorNotice } from '../../../components/feedback/notices.tsx';
import { Page } from '../../../components/page/page.tsx';
import { downloadTimesheets } from '../api/timesheet.api.ts';
import { TimesheetDetailView } from './timesheet/timesheet-detail.tsx';
import { hoursMinutes } from '../../../lib/format.ts';
import { PeriodLocks } from './timesheet/period-locks.tsx';

function ExportButton({ from, to, search }: { readonly from: string; readonly to: string; readonly search: string }) {
  const { t } = useTranslation('attendance');
  const showError = useErrorNotice();
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    downloadTimesheets({ from, to, ...(search ? { search } : {}) })
      .catch(showError)
      .finally(() => setBusy(false));
  };
  return (
    <Button icon={<DownloadOutlined aria-hidden />} loading={busy} onClick={run}>
      {t('timesheet.exportButton')}
    </Button>
  );
}

/**
 * Attendance › Timesheet: the period's totals of everyone the user's data scope reaches, each
 * opening that person's days with their figures and explanations; the period exports to Excel.
 */
export default function TimesheetPage() {
  const { t } = useTranslation('attendance');
  // The company's attendance period (e.g. the 26th to the 25th): the picker steps by it and the export follows it.
  const { from, to, step, params, setParams } = useAddressPeriod();
  const employeeId = params.get('employee');
  const open = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('employee', id);
      else next.delete('employee');
      return next;
    });

  const columns: DataTableColumn<TimesheetRow>[] = [
    {
      key: 'employeeName',
      title: t('timesheet.columns.employee'),
      sortable: true,
      render: (row) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
          onClick={() => open(row.employeeId)}
        >
          {row.employeeName}
        </Button>
      ),
    },
    { key: 'employmentNumber', title: t('timesheet.columns.employmentNumber'), sortable: true },
    { key: 'workedMinutes', title: t('timesheet.columns.worked'), sortable: true, render: (row) => hoursMinutes(row.workedMinutes) },
    { key: 'lateMinutes', title: t('timesheet.columns.late'), sortable: true, render: (row) => hoursMinutes(row.lateMinutes) },
    {
      key: 'earlyLeaveMinutes',
      title: t('timesheet.columns.earlyLeave'),
      sortable: true,
      render: (row) => hoursMinutes(row.earlyLeaveMinutes),
    },
    { key: 'absentDays', title: t('timesheet.columns.absentDays'), sortable: true },
    { key: 'unpaidAbsentDays', title: t('timesheet.columns.unpaidAbsentDays'), sortable: true },
    { key: 'overtimeMinutes', title: t('timesheet.columns.overtime'), sortable: true, render: (row) => hoursMinutes(row.overtimeMinutes) },
    {
      key: 'restAndHolidayMinutes',
      title: t('timesheet.columns.restAndHoliday'),
      sortable: true,
      render: (row) => hoursMinutes(row.restAndHolidayMinutes),
    },
    { key: 'issueDays', title: t('timesheet.columns.issueDays'), sortable: true },
  ];

  return (
    <Page title={t('timesheet.title')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <PeriodStepper from={from} to={to} onStep={step} label={t('timesheet.period')} />
        {employeeId && (
          <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => open(null)}>
            {t('timesheet.detail.back')}
          </Button>
        )}
      </Space>
      <PeriodLocks from={from} to={to} />
      {employeeId ? (
        <TimesheetDetailView employeeId={employeeId} from={from} to={to} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('timesheet.intro')}</Typography.Paragraph>
          <DataTable
            contract={listTimesheets}
            rowKey="employeeId"
            label={t('timesheet.title')}
            searchable
            filter={{ from, to }}
            emptyText={t('timesheet.empty')}
            defaultSort={{ key: 'employeeName', dir: 'asc' }}
            columns={columns}
            toolbar={(view) => <ExportButton from={from} to={to} search={view.search.value} />}
          />
        </>
      )}
    </Page>
  );
}
