import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Descriptions, Empty, Select, Space, Tag } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getPayrun, listPayruns, listPayslips, type PayslipRow } from '@tenaga/contracts/modules/payruns.contracts';
import { startPayrunPayslipsFile } from '@tenaga/contracts/modules/payslips.contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { useErrorNotice } from '../../../components/feedback/notices.tsx';
import { JobProgressModal } from '../../../components/job-progress/job-progress.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { EmailPayslipsButton } from './email-payslips.tsx';
import { PayrunJournalButton } from './payrun-journal.tsx';
import { PayslipDrawer } from './payslip-drawer.tsx';
import { KIND_COLOURS, kindOf, nameOf, STATUS_COLOURS } from './payrun-status.ts';

/** Payrun summary: a run's employees with gross, deductions, net and employer cost, the run's totals; an employee opens their lines. */
export default function PayrunSummaryPage() {
  const { t } = useTranslation('payruns');
  const format = useFormat();
  const canEdit = useMenuAccess('payrun') === 'edit';
  const [params, setParams] = useSearchParams();
  const runs = useContractQuery(listPayruns, { body: { length: 24 } });
  const chosen = params.get('run') ?? runs.data?.data.find((run) => run.status !== 'failed' && run.status !== 'calculating')?.id ?? null;
  const run = useContractQuery(getPayrun, { params: { id: chosen ?? '' } }, { enabled: chosen !== null });
  const [employee, setEmployee] = useState<{ id: string; name: string } | null>(null);
  const currency = run.data?.currency ?? format.region.currency;
  const money = (amount: string) => format.money(amount, currency);
  const showError = useErrorNotice();
  // Every payslip of the run in one PDF, a page per person (a calculated run's is a preview), written
  // by a job: its progress, then the file to download, show in a modal.
  const [fileJob, setFileJob] = useState<{ jobId: string; period: string } | null>(null);
  const startFile = useMutation({ mutationFn: (id: string) => callApi(startPayrunPayslipsFile, { params: { id } }) });
  const downloadAll = (id: string, period: string) =>
    startFile.mutate(id, { onSuccess: ({ jobId }) => setFileJob({ jobId, period }), onError: showError });

  return (
    <Page
      title={t('menu:payrunSummary')}
      extra={
        <Select
          style={{ minWidth: 220 }}
          aria-label={t('chooseRun')}
          placeholder={t('chooseRun')}
          loading={runs.isPending}
          value={chosen ?? undefined}
          onChange={(id: string) => setParams({ run: id })}
          options={(runs.data?.data ?? []).map((option) => ({
            value: option.id,
            label: [
              format.payMonth(option.period),
              ...(kindOf(option) === 'regular' ? [] : [nameOf(option) ?? t(`runKinds.${kindOf(option)}`)]),
              t(`statuses.${option.status}`),
            ].join(' · '),
          }))}
        />
      }
    >
      <QueryState isPending={runs.isPending} error={runs.error} onRetry={() => void runs.refetch()}>
        {!chosen ? (
          <Empty description={t('noRunChosen')} />
        ) : (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            {run.data && (
              <Descriptions
                column={{ xs: 1, sm: 2, lg: 3, xxl: 5 }}
                size="small"
                bordered
                title={`${t('total')} · ${format.payMonth(run.data.period)}`}
                extra={
                  run.data.status !== 'calculating' &&
                  run.data.status !== 'failed' && (
                    <Space wrap>
                      <PayrunJournalButton run={run.data} />
                      <Button
                        icon={<DownloadOutlined aria-hidden />}
                        loading={startFile.isPending}
                        onClick={() => downloadAll(run.data.id, run.data.period)}
                      >
                        {t('payslips:downloadAll')}
                      </Button>
                      {canEdit && <EmailPayslipsButton run={run.data} />}
                    </Space>
                  )
                }
              >
                <Descriptions.Item label={t('fields.status')}>
                  <Tag color={STATUS_COLOURS[run.data.status]}>{t(`statuses.${run.data.status}`)}</Tag>
                </Descriptions.Item>
                <Descriptions.Item label={t('fields.runKind')}>
                  <Tag color={KIND_COLOURS[kindOf(run.data)]}>{t(`runKinds.${kindOf(run.data)}`)}</Tag>
                  {nameOf(run.data)}
                </Descriptions.Item>
                <Descriptions.Item label={t('fields.gross')}>{money(run.data.totals.gross)}</Descriptions.Item>
                <Descriptions.Item label={t('fields.deductions')}>{money(run.data.totals.deductions)}</Descriptions.Item>
                <Descriptions.Item label={t('fields.net')}>{money(run.data.totals.net)}</Descriptions.Item>
                <Descriptions.Item label={t('fields.employerContributions')}>
                  {money(run.data.totals.employerContributions)}
                </Descriptions.Item>
              </Descriptions>
            )}
            <DataTable
              contract={listPayslips}
              filter={{ payrunId: chosen }}
              rowKey="employeeId"
              emptyText={t('emptySummary')}
              defaultSort={{ key: 'employmentNumber', dir: 'asc' }}
              onRowClick={(row: PayslipRow) => setEmployee({ id: row.employeeId, name: row.employeeName })}
              columns={[
                { key: 'employmentNumber', title: t('fields.employmentNumber'), sortable: true, render: (row) => row.employmentNumber },
                { key: 'employeeName', title: t('fields.employeeName'), sortable: true, render: (row) => row.employeeName },
                { key: 'gross', title: t('fields.gross'), sortable: true, render: (row) => money(row.gross) },
                { key: 'deductions', title: t('fields.deductions'), sortable: true, render: (row) => money(row.deductions) },
                { key: 'net', title: t('fields.net'), sortable: true, render: (row) => money(row.net) },
                { key: 'employerCost', title: t('fields.employerCost'), sortable: true, render: (row) => money(row.employerCost) },
              ]}
            />
          </Space>
        )}
      </QueryState>
      <JobProgressModal
        jobId={fileJob?.jobId ?? null}
        title={fileJob ? t('payslips:runFile.title', { period: format.payMonth(fileJob.period) }) : ''}
        onClose={() => setFileJob(null)}
      />
      {chosen && <PayslipDrawer payrunId={chosen} employee={employee} currency={currency} onClose={() => setEmployee(null)} />}
    </Page>
  );
}
