import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getEmployeeSalaryHistory, type SalaryChange } from '@tenaga/contracts/modules/employee-records.contracts';
import { QueryState } from '../../../components/page/page.tsx';
import { SectionCard } from '../../../components/section-card/section-card.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useRecordLevels } from '../api/employee-records.api.ts';
import { LabelledValues } from './labelled-values.tsx';

/** Changes with a label of their own; any other section's save reads as a record change. */
const NAMED_ACTIONS = new Set(['create', 'update-payment']);

/**
 * The salary and its changes over time (#salaryDetail), read only: the payment section and salary
 * increments change it. Shown only to those who may see the salary itself.
 */
export default function SalaryHistorySection({ employeeId }: { readonly employeeId: string }) {
  const { t } = useTranslation('employeeRecords');
  const format = useFormat();
  const levels = useRecordLevels(employeeId);
  const visible = levels.data !== undefined && levels.data.salaryHistory !== 'none' && levels.data.salary !== 'none';
  const query = useContractQuery(getEmployeeSalaryHistory, { params: { id: employeeId } }, { enabled: visible });
  if (levels.data && !visible) return null;
  const data = query.data;
  const money = (value: string | null) => (value && data ? format.money(value, data.currency) : '—');

  return (
    <SectionCard id="salaryDetail" title={t('salary.title')}>
      <QueryState isPending={levels.isPending || query.isPending} error={levels.error ?? query.error} onRetry={() => void query.refetch()}>
        {data && (
          <>
            <LabelledValues values={[[t('salary.current'), money(data.current)]]} />
            <div data-table-label={t('salary.title')}>
              <Table<SalaryChange>
                rowKey={(change) => `${change.at}-${change.action}`}
                size="small"
                pagination={data.changes.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
                scroll={{ x: 'max-content' }}
                dataSource={data.changes}
                locale={{ emptyText: t('salary.none') }}
                columns={[
                  { key: 'date', title: t('salary.fields.date'), render: (_, change) => format.calendarDate(change.date) },
                  { key: 'salary', title: t('salary.fields.salary'), render: (_, change) => money(change.salary) },
                  { key: 'previous', title: t('salary.fields.previous'), render: (_, change) => money(change.previous) },
                  {
                    key: 'action',
                    title: t('salary.fields.action'),
                    render: (_, change) => t(`salary.actions.${NAMED_ACTIONS.has(change.action) ? change.action : 'other'}`),
                  },
                  { key: 'changedBy', title: t('salary.fields.changedBy'), render: (_, change) => change.changedBy ?? t('salary.system') },
                ]}
              />
            </div>
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              {t('salary.readOnly')}
            </Typography.Paragraph>
          </>
        )}
      </QueryState>
    </SectionCard>
  );
}
