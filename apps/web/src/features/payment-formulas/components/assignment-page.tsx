import { useState } from 'react';
import { Button, Tag } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listFormulaAssignments, type FormulaAssignmentRow } from '@tenaga/contracts/modules/payment-formulas.contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useDeleteFormulaAssignment } from '../api/payment-formulas.mutations.ts';
import { AssignFormulaDrawer } from './assign-formula-drawer.tsx';

const STATUS_COLOURS = { past: 'default', current: 'green', scheduled: 'blue' } as const;

/** Settings › Payment formula › Assignment: who has which formula from when; one not yet in force can be withdrawn. */
export default function AssignmentPage() {
  const { t } = useTranslation('paymentFormulas');
  const canEdit = useMenuAccess('paymentFormulaAssignment') === 'edit';
  const format = useFormat();
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const remove = useDeleteFormulaAssignment();
  const [assigning, setAssigning] = useState(false);

  const confirmDelete = (row: FormulaAssignmentRow) =>
    modal.confirm({
      title: t('assignments.deleteTitle', { name: row.employeeName, date: format.calendarDate(row.from) }),
      content: t('assignments.deleteBody'),
      okText: t('common:delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => remove.mutateAsync(row.id).then(() => message.success(t('assignments.deleted')), showError),
    });

  return (
    <Page
      title={t('menu:paymentFormulaAssignment')}
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAssigning(true)}>
            {t('assignments.assign')}
          </Button>
        )
      }
    >
      <DataTable
        contract={listFormulaAssignments}
        rowKey="id"
        emptyText={t('assignments.empty')}
        columns={[
          { key: 'employeeName', title: t('fields.employee'), render: (row) => `${row.employeeName} (${row.employmentNumber})` },
          { key: 'formulaName', title: t('fields.formula'), render: (row) => `${row.formulaName} · ${t(`kinds.${row.kind}`)}` },
          { key: 'from', title: t('fields.from'), render: (row) => format.calendarDate(row.from) },
          {
            key: 'status',
            title: t('fields.status'),
            render: (row) => <Tag color={STATUS_COLOURS[row.status]}>{t(`status.${row.status}`)}</Tag>,
          },
          ...(canEdit
            ? [
                {
                  key: 'actions',
                  title: t('fields.actions'),
                  render: (row: FormulaAssignmentRow) =>
                    row.status === 'scheduled' && (
                      <Button
                        type="link"
                        size="small"
                        danger
                        icon={<DeleteOutlined aria-hidden />}
                        onClick={() => confirmDelete(row)}
                        aria-label={`${t('common:delete')}: ${row.employeeName}`}
                      >
                        {t('common:delete')}
                      </Button>
                    ),
                },
              ]
            : []),
        ]}
      />
      <AssignFormulaDrawer open={assigning} onClose={() => setAssigning(false)} />
    </Page>
  );
}
