import { useState } from 'react';
import { Button, Space, Table } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listWorkflows, type Workflow } from '@tenaga/contracts/modules/approvals.contracts';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useDeleteWorkflow } from '../api/approvals.queries.ts';
import { WorkflowDrawer } from './workflow-drawer.tsx';

/** Settings › Workflow: the company's approval workflows. */
export default function WorkflowPage() {
  const { t } = useTranslation('approvals');
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const canEdit = useMenuAccess('workflow') === 'edit';
  const query = useContractQuery(listWorkflows);
  const remove = useDeleteWorkflow();
  const [editing, setEditing] = useState<Workflow | 'new' | null>(null);

  const confirmDelete = (workflow: Workflow) =>
    modal.confirm({
      title: t('workflow.deleteConfirm', { name: workflow.name }),
      okText: t('common:delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      // A workflow in use: the server's 409 names where, shown as it is.
      onOk: () => remove.mutateAsync(workflow.id).then(() => message.success(t('workflow.deleted')), showError),
    });

  return (
    <Page
      title={t('menu:workflow')}
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
            {t('workflow.add')}
          </Button>
        )
      }
    >
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()}>
        <Table<Workflow>
          rowKey="id"
          dataSource={query.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('workflow.empty') }}
          columns={[
            { key: 'name', title: t('workflow.name'), render: (_, row) => row.name },
            { key: 'levels', title: t('workflow.levels'), render: (_, row) => t('workflow.levelCount', { count: row.levels.length }) },
            {
              key: 'approvers',
              title: t('workflow.approverType'),
              render: (_, row) => row.levels.map((level) => t(`workflow.types.${level.approverType}`)).join(' → '),
            },
            ...(canEdit
              ? [
                  {
                    key: 'actions',
                    title: '',
                    render: (_: unknown, row: Workflow) => (
                      <Space>
                        <Button
                          type="text"
                          icon={<EditOutlined aria-hidden />}
                          aria-label={t('common:edit')}
                          onClick={() => setEditing(row)}
                        />
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined aria-hidden />}
                          aria-label={t('common:delete')}
                          onClick={() => confirmDelete(row)}
                        />
                      </Space>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </QueryState>
      <WorkflowDrawer workflow={editing} onClose={() => setEditing(null)} />
    </Page>
  );
}
