import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Empty, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getPayrun, listPayruns, type Payrun } from '@tenaga/contracts/modules/payruns.contracts';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { JobProgress } from '../../../components/job-progress/job-progress.tsx';
import { MonthInput } from '../../../components/date-picker/date-picker.tsx';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useApprovePayrun, useLockPayrun, usePayPayrun, useRecalculatePayrun, useStartPayrun } from '../api/payruns.mutations.ts';
import { OffCycleDrawer } from './off-cycle-drawer.tsx';
import { failureOf, KIND_COLOURS, kindOf, nameOf, STATUS_COLOURS } from './payrun-status.ts';

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** Payrun: choose a month, run it (a progress bar while the job computes), then its totals and the steps of its life. */
export default function PayrunPage() {
  const { t } = useTranslation('payruns');
  const canEdit = useMenuAccess('payrun') === 'edit';
  const format = useFormat();
  const showError = useErrorNotice();
  const { message } = useFeedback();
  const [period, setPeriod] = useState<string>(thisMonth());
  const start = useStartPayrun();
  // The month's runs, newest first: the live one (or the last failed one).
  const runs = useContractQuery(listPayruns, { body: { search: { value: period }, length: 50 } });
  const [offCycleOpen, setOffCycleOpen] = useState(false);
  // Off-cycle runs started here show at once (the month's list learns of them when their jobs end).
  const [offCycleStarted, setOffCycleStarted] = useState<{ period: string; id: string }[]>([]);
  // The run just started shows at once; the month's list learns of it when its job ends.
  const [started, setStarted] = useState<{ period: string; id: string } | null>(null);
  const regular = runs.data?.data.filter((run) => run.period === period && kindOf(run) === 'regular') ?? [];
  const listed = regular.find((run) => run.status !== 'failed') ?? regular[0];
  const offCycleIds = [
    ...new Set([
      ...offCycleStarted.filter((run) => run.period === period).map((run) => run.id),
      ...(runs.data?.data ?? []).filter((run) => run.period === period && kindOf(run) !== 'regular').map((run) => run.id),
    ]),
  ];
  const startedHere = started?.period === period ? started.id : undefined;
  const currentId = startedHere ?? listed?.id;

  const run = () =>
    start.mutateAsync({ period }).then((done) => {
      setStarted({ period, id: done.id });
      message.success(t('started', { period: format.payMonth(period) }));
    }, showError);

  return (
    <Page title={t('menu:payrun')}>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Space wrap align="end">
          <label>
            <Typography.Text>{t('period')}</Typography.Text>
            <br />
            <MonthInput value={period} onChange={(value) => value && setPeriod(value)} allowClear={false} aria-label={t('period')} />
          </label>
          {canEdit && !startedHere && (!listed || listed.status === 'failed') && (
            <Button type="primary" onClick={run} loading={start.isPending}>
              {t('start')}
            </Button>
          )}
          {canEdit && <Button onClick={() => setOffCycleOpen(true)}>{t('offCycle.new')}</Button>}
        </Space>
        <QueryState isPending={runs.isPending} error={runs.error} onRetry={() => void runs.refetch()}>
          {currentId ? <RunCard id={currentId} canEdit={canEdit} /> : <Empty description={t('noRun')} />}
          {offCycleIds.length > 0 && (
            <Space direction="vertical" size="middle" style={{ width: '100%', marginTop: 16 }}>
              <Typography.Title level={5}>{t('offCycle.runs')}</Typography.Title>
              {offCycleIds.map((id) => (
                <RunCard key={id} id={id} canEdit={canEdit} />
              ))}
            </Space>
          )}
        </QueryState>
        {offCycleOpen && (
          <OffCycleDrawer
            open={offCycleOpen}
            period={period}
            onClose={() => setOffCycleOpen(false)}
            onStarted={(started) => {
              setOffCycleOpen(false);
              setPeriod(started.period);
              setOffCycleStarted((all) => [...all, started]);
            }}
          />
        )}
      </Space>
    </Page>
  );
}

function RunCard({ id, canEdit }: { readonly id: string; readonly canEdit: boolean }) {
  const format = useFormat();
  // While the job computes, the run is read again every two seconds (the job's own progress shows meanwhile).
  const query = useContractQuery(
    getPayrun,
    { params: { id } },
    { refetchInterval: (q) => (q.state.data?.status === 'calculating' ? 2_000 : false) },
  );
  return (
    <QueryState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()}>
      {query.data && <RunView run={query.data} canEdit={canEdit} format={format} />}
    </QueryState>
  );
}

function RunView({
  run,
  canEdit,
  format,
}: {
  readonly run: Payrun;
  readonly canEdit: boolean;
  readonly format: ReturnType<typeof useFormat>;
}) {
  const { t } = useTranslation('payruns');
  const showError = useErrorNotice();
  const { modal, message } = useFeedback();
  const recalculate = useRecalculatePayrun();
  const approve = useApprovePayrun();
  const pay = usePayPayrun();
  const lock = useLockPayrun();
  const month = format.payMonth(run.period);
  const money = (amount: string) => format.money(amount, run.currency);
  const failure = failureOf(run.failureReason);

  const confirm = (step: 'approve' | 'pay' | 'lock', mutation: typeof approve) =>
    modal.confirm({
      title: t(`actions.${step}Title`, { period: month }),
      content: t(`actions.${step}Body`),
      okText: t(`actions.${step}`),
      cancelText: t('common:cancel'),
      onOk: () =>
        mutation
          .mutateAsync({ id: run.id, version: run.version })
          .then((done) => message.success(t('actions.done', { period: month, status: t(`statuses.${done.status}`) })), showError),
    });

  return (
    <Card
      title={[
        month,
        ...(kindOf(run) === 'regular' ? [] : [nameOf(run) ?? t(`runKinds.${kindOf(run)}`)]),
        t('employeeCount', { count: run.employeeCount }),
      ].join(' · ')}
      extra={
        <Space size={4}>
          {kindOf(run) !== 'regular' && <Tag color={KIND_COLOURS[kindOf(run)]}>{t(`runKinds.${kindOf(run)}`)}</Tag>}
          <Tag color={STATUS_COLOURS[run.status]}>{t(`statuses.${run.status}`)}</Tag>
        </Space>
      }
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {run.status === 'calculating' && run.jobId && <JobProgress jobId={run.jobId} />}
        {failure && <Alert type="error" showIcon title={t('failedTitle')} description={t(failure.key, { detail: failure.detail })} />}
        {run.status !== 'calculating' && run.status !== 'failed' && (
          <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
            <Descriptions.Item label={t('fields.gross')}>{money(run.totals.gross)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.deductions')}>{money(run.totals.deductions)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.net')}>{money(run.totals.net)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.employerContributions')}>{money(run.totals.employerContributions)}</Descriptions.Item>
          </Descriptions>
        )}
        <Space wrap>
          {run.status !== 'calculating' && run.status !== 'failed' && (
            <Link to={`/payroll/payrun-summary?run=${run.id}`}>{t('openSummary')}</Link>
          )}
          {canEdit && (run.status === 'calculated' || run.status === 'failed') && (
            <Button
              onClick={() => recalculate.mutateAsync({ id: run.id, version: run.version }).catch(showError)}
              loading={recalculate.isPending}
            >
              {t('actions.recalculate')}
            </Button>
          )}
          {canEdit && run.status === 'calculated' && (
            <Button type="primary" onClick={() => confirm('approve', approve)}>
              {t('actions.approve')}
            </Button>
          )}
          {canEdit && run.status === 'approved' && (
            <Button type="primary" onClick={() => confirm('pay', pay)}>
              {t('actions.pay')}
            </Button>
          )}
          {canEdit && run.status === 'paid' && (
            <Button danger onClick={() => confirm('lock', lock)}>
              {t('actions.lock')}
            </Button>
          )}
        </Space>
      </Space>
    </Card>
  );
}
