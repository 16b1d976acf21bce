import { useState } from 'react';
import { Button, Segmented, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  INCREMENT_STATUSES,
  listSalaryIncrements,
  OPEN_INCREMENT_STATUSES,
  type IncrementStatus,
  type SalaryIncrement,
} from '@tenaga/contracts/modules/salary-increments.contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useDeleteSalaryIncrement } from '../api/salary-increments.mutations.ts';
import { BulkIncrementDrawer } from './bulk-increment-drawer.tsx';
import { STATUS_COLOURS } from './increment-status.ts';
import { SalaryHistoryDrawer } from './salary-history-drawer.tsx';
import { SalaryIncrementFormDrawer } from './salary-increment-form-drawer.tsx';

/**
 * Payroll › Benefits and salary adjustment: salary increments with their dates and status, each
 * employee's salary history; HR adds one, changes or deletes one not yet in force, or raises a
 * filtered group after a preview.
 */
export default function SalaryIncrementsPage() {
  const { t } = useTranslation('salaryIncrements');
  const canEdit = useMenuAccess('salaryAdjustment') === 'edit';
  const format = useFormat();
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const remove = useDeleteSalaryIncrement();
  const [status, setStatus] = useState<IncrementStatus | 'all'>('all');
  const [editing, setEditing] = useState<SalaryIncrement | 'new' | null>(null);
  const [bulk, setBulk] = useState(false);
  const [historyOf, setHistoryOf] = useState<{ id: string; name: string } | null>(null);

  const confirmDelete = (item: SalaryIncrement) =>
    modal.confirm({
      title: t('delete.title', { name: item.employeeName }),
      content: t('delete.body'),
      okText: t('common:delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => remove.mutateAsync(item.id).then(() => message.success(t('delete.done', { name: item.employeeName })), showError),
    });

  const valueOf = (item: SalaryIncrement) => (item.kind === 'percentage' ? `${item.value} %` : format.money(item.value));

  return (
    <Page
      title={t('menu:salaryAdjustment')}
      extra={
        canEdit && (
          <Space wrap>
            <Button icon={<TeamOutlined aria-hidden />} onClick={() => setBulk(true)}>
              {t('bulk.open')}
            </Button>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
              {t('newIncrement')}
            </Button>
          </Space>
        )
      }
    >
      <Segmented<IncrementStatus | 'all'>
        value={status}
        onChange={setStatus}
        aria-label={t('fields.status')}
        options={[
          { value: 'all', label: t('allStatuses') },
          ...INCREMENT_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
        ]}
        style={{ marginBottom: 12, maxWidth: '100%', overflowX: 'auto' }}
      />
      <DataTable
        contract={listSalaryIncrements}
        rowKey="id"
        label={t('menu:salaryAdjustment')}
        emptyText={t('empty')}
        filter={status === 'all' ? {} : { status }}
        defaultSort={{ key: 'effectiveDate', dir: 'desc' }}
        columns={[
          {
            key: 'employeeName',
            title: t('fields.employee'),
            sortable: true,
            render: (item: SalaryIncrement) => (
              <Space direction="vertical" size={0}>
                <Button
                  type="link"
                  size="small"
                  style={{ padding: 0, height: 'auto' }}
                  onClick={() => setHistoryOf({ id: item.employeeId, name: item.employeeName })}
                  aria-label={t('history.open', { name: item.employeeName })}
                >
                  {item.employeeName}
                </Button>
                <Typography.Text type="secondary">{item.employmentNumber}</Typography.Text>
              </Space>
            ),
          },
          {
            key: 'effectiveDate',
            title: t('fields.effectiveDate'),
            sortable: true,
            render: (item: SalaryIncrement) => format.calendarDate(item.effectiveDate),
          },
          { key: 'value', title: t('fields.increment'), render: valueOf },
          {
            key: 'previousSalary',
            title: t('fields.previousSalary'),
            render: (item: SalaryIncrement) => format.money(item.previousSalary),
          },
          {
            key: 'newSalary',
            title: t('fields.newSalary'),
            sortable: true,
            render: (item: SalaryIncrement) => format.money(item.newSalary),
          },
          { key: 'reason', title: t('fields.reason'), render: (item: SalaryIncrement) => item.reason },
          {
            key: 'status',
            title: t('fields.status'),
            sortable: true,
            render: (item: SalaryIncrement) => <Tag color={STATUS_COLOURS[item.status]}>{t(`statuses.${item.status}`)}</Tag>,
          },
          ...(canEdit
            ? [
                {
                  key: 'actions',
                  title: t('fields.actions'),
                  render: (item: SalaryIncrement) =>
                    OPEN_INCREMENT_STATUSES.includes(item.status) || item.status === 'rejected' ? (
                      <Space size={0} wrap role="group" aria-label={t('actionsFor', { name: item.employeeName })}>
                        {item.status !== 'rejected' && (
                          <Button
                            type="link"
                            size="small"
                            icon={<EditOutlined aria-hidden />}
                            onClick={() => setEditing(item)}
                            aria-label={`${t('common:edit')}: ${item.employeeName}`}
                          >
                            {t('common:edit')}
                          </Button>
                        )}
                        <Button
                          type="link"
                          size="small"
                          danger
                          icon={<DeleteOutlined aria-hidden />}
                          onClick={() => confirmDelete(item)}
                          aria-label={`${t('common:delete')}: ${item.employeeName}`}
                        >
                          {t('common:delete')}
                        </Button>
                      </Space>
                    ) : (
                      <Typography.Text type="secondary">{t('inForce')}</Typography.Text>
                    ),
                },
              ]
            : []),
        ]}
      />
      <SalaryIncrementFormDrawer item={editing} onClose={() => setEditing(null)} />
      <BulkIncrementDrawer open={bulk} onClose={() => setBulk(false)} />
      <SalaryHistoryDrawer employee={historyOf} onClose={() => setHistoryOf(null)} />
    </Page>
  );
}
