import { useState } from 'react';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { TABLE_DEFAULT_PAGE_SIZE } from '@tenaga/contracts/constants';
import type { AuditEntry } from '@tenaga/contracts/modules/audit.contracts';
import { QueryState } from '../../../components/page/page.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useEmployeeAuditTrail } from '../api/get-employee-audit-trail.ts';
import { AuditChangeList, AuditSummary } from './audit-change-list.tsx';
import { ActorCell } from './audit-cells.tsx';

/**
 * One employee's history (their record and their user account), newest first, each entry
 * expandable to its changes. For the employee profile.
 */
export function EmployeeHistory({ employeeId }: { readonly employeeId: string }) {
  const { t } = useTranslation('audit');
  const format = useFormat();
  const [page, setPage] = useState({ start: 0, length: TABLE_DEFAULT_PAGE_SIZE });
  const history = useEmployeeAuditTrail({ employeeId, ...page });

  return (
    <QueryState isPending={history.isPending} error={history.error} onRetry={() => void history.refetch()}>
      <Table<AuditEntry>
        rowKey="id"
        size="small"
        loading={history.isFetching}
        dataSource={history.data?.data ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('history.empty') }}
        expandable={{ expandedRowRender: (entry) => <AuditChangeList entry={entry} />, expandRowByClick: true }}
        pagination={{
          current: Math.floor(page.start / page.length) + 1,
          pageSize: page.length,
          total: history.data?.recordsFiltered ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (pageNumber) => setPage({ ...page, start: (pageNumber - 1) * page.length }),
        }}
        columns={[
          { key: 'at', title: t('columns.time'), render: (_, entry) => format.dateTime(entry.at) },
          { key: 'actor', title: t('columns.user'), render: (_, entry) => <ActorCell entry={entry} /> },
          { key: 'summary', title: t('columns.summary'), render: (_, entry) => <AuditSummary entry={entry} lines={1} /> },
        ]}
      />
    </QueryState>
  );
}
