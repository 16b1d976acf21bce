import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { listPayruns, type Payrun } from '@tenaga/contracts/modules/payruns.contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useFormat } from '../../../lib/format.ts';
import { KIND_COLOURS, kindOf, nameOf, STATUS_COLOURS } from './payrun-status.ts';

/** Payrun archive: every run of the company, newest period first; a run opens in the summary. */
export default function PayrunArchivePage() {
  const { t } = useTranslation('payruns');
  const format = useFormat();
  const navigate = useNavigate();
  const money = (run: Payrun, amount: string) => format.money(amount, run.currency);
  return (
    <Page title={t('menu:payrunArchive')}>
      <DataTable
        contract={listPayruns}
        rowKey="id"
        emptyText={t('emptyArchive')}
        defaultSort={{ key: 'period', dir: 'desc' }}
        onRowClick={(run: Payrun) => void navigate(`/payroll/payrun-summary?run=${run.id}`)}
        columns={[
          { key: 'period', title: t('fields.period'), sortable: true, render: (run) => format.payMonth(run.period) },
          {
            key: 'kind',
            title: t('fields.runKind'),
            render: (run) => (
              <>
                <Tag color={KIND_COLOURS[kindOf(run)]}>{t(`runKinds.${kindOf(run)}`)}</Tag>
                {nameOf(run)}
              </>
            ),
          },
          {
            key: 'status',
            title: t('fields.status'),
            sortable: true,
            render: (run) => <Tag color={STATUS_COLOURS[run.status]}>{t(`statuses.${run.status}`)}</Tag>,
          },
          { key: 'employeeCount', title: t('fields.employeeCount'), render: (run) => format.count(run.employeeCount) },
          { key: 'gross', title: t('fields.gross'), render: (run) => money(run, run.totals.gross) },
          { key: 'net', title: t('fields.net'), render: (run) => money(run, run.totals.net) },
          {
            key: 'employerContributions',
            title: t('fields.employerContributions'),
            render: (run) => money(run, run.totals.employerContributions),
          },
          { key: 'updatedAt', title: t('fields.updatedAt'), sortable: true, render: (run) => format.dateTime(run.updatedAt) },
        ]}
      />
    </Page>
  );
}
