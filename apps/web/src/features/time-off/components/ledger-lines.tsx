import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getEmployeeLeaveLedger, type LeaveLedgerLine } from '@tenaga/contracts/modules/time-off-ledger.contracts';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';

/** Engine reasons with words of their own; a stored entry's reason is the words HR or the import gave. */
const ENGINE_REASONS = new Set(['yearEnd', 'carryForwardExpired', 'startingValue']);
const SILENT_REASONS = new Set(['accrual', 'carryForward', 'taken', 'pending', 'encashment', 'convertedLeave', 'adjustment', 'opening']);

/** One category's ledger lines of the leave year through a date: they add up to the balance shown under them. */
export function LedgerLines({
  employeeId,
  categoryId,
  date,
}: {
  readonly employeeId: string;
  readonly categoryId: string;
  readonly date?: string;
}) {
  const { t } = useTranslation('timeOff');
  const format = useFormat();
  const ledger = useContractQuery(getEmployeeLeaveLedger, { params: { id: employeeId, type: categoryId }, query: date ? { date } : {} });
  const why = (line: LeaveLedgerLine) => {
    if (line.period) return `${format.calendarDate(line.period.from)} – ${format.calendarDate(line.period.to)}`;
    if (ENGINE_REASONS.has(line.reason)) return t(`ledger.reasons.${line.reason}`);
    return SILENT_REASONS.has(line.reason) ? '' : line.reason;
  };
  return (
    <Table<LeaveLedgerLine & { key: number }>
      size="small"
      pagination={false}
      loading={ledger.isLoading}
      scroll={{ x: true }}
      aria-label={t('ledger.title')}
      locale={{ emptyText: t('ledger.empty') }}
      dataSource={(ledger.data?.lines ?? []).map((line, key) => ({ ...line, key }))}
      columns={[
        { key: 'date', title: t('fields.date'), render: (_, line) => format.calendarDate(line.date) },
        { key: 'kind', title: t('fields.kind'), render: (_, line) => t(`ledger.kinds.${line.kind}`) },
        { key: 'reason', title: t('fields.reason'), render: (_, line) => why(line) },
        { key: 'days', title: t('fields.days'), align: 'right', render: (_, line) => line.days },
      ]}
      summary={() =>
        ledger.data ? (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}>
              <Typography.Text strong>{t('ledger.total')}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <Typography.Text strong>{ledger.data.figures.balance}</Typography.Text>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}
