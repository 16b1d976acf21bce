import { useState } from 'react';
import { Button, Form, Modal, Select, Table, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listDelegations, type Delegation } from '@tenaga/contracts/modules/approvals.contracts';
import { getUserSelection } from '@tenaga/contracts/modules/users.contracts';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useCreateDelegation, useDeleteDelegation } from '../api/approvals.queries.ts';

type Values = { userId?: string; delegateUserId?: string; from?: string; to?: string };

/** Settings › Approval: who stands in for an absent approver, and when. */
export default function DelegationPage() {
  const { t } = useTranslation('approvals');
  const format = useFormat();
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const canEdit = useMenuAccess('approval') === 'edit';
  const query = useContractQuery(listDelegations);
  const [adding, setAdding] = useState(false);
  const users = useContractQuery(getUserSelection, undefined, { enabled: adding });
  const create = useCreateDelegation();
  const remove = useDeleteDelegation();
  const [form] = Form.useForm<Values>();
  const required = { required: true, message: t('validation:required') };
  const userOptions = (users.data ?? []).map((user) => ({ value: user.id, label: user.text }));

  const submit = async (values: Values) => {
    try {
      await create.mutateAsync({ userId: values.userId!, delegateUserId: values.delegateUserId!, from: values.from!, to: values.to! });
      message.success(t('delegation.saved'));
      setAdding(false);
    } catch (error) {
      showError(error);
    }
  };

  const confirmDelete = (row: Delegation) =>
    modal.confirm({
      title: t('delegation.deleteConfirm', { user: row.userName, delegate: row.delegateName }),
      okText: t('common:delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => remove.mutateAsync(row.id).then(() => undefined, showError),
    });

  return (
    <Page
      title={t('delegation.title')}
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
            {t('delegation.add')}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('delegation.hint')}</Typography.Paragraph>
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()}>
        <Table<Delegation>
          rowKey="id"
          dataSource={query.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('delegation.empty') }}
          columns={[
            { key: 'user', title: t('delegation.approver'), render: (_, row) => row.userName },
            { key: 'delegate', title: t('delegation.delegate'), render: (_, row) => row.delegateName },
            {
              key: 'period',
              title: t('delegation.period'),
              render: (_, row) => `${format.calendarDate(row.from)} – ${format.calendarDate(row.to)}`,
            },
            ...(canEdit
              ? [
                  {
                    key: 'actions',
                    title: '',
                    render: (_: unknown, row: Delegation) => (
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={t('common:delete')}
                        onClick={() => confirmDelete(row)}
                      />
                    ),
                  },
                ]
              : []),
          ]}
        />
      </QueryState>
      <Modal
        open={adding}
        title={t('delegation.add')}
        okText={t('common:save')}
        cancelText={t('common:cancel')}
        okButtonProps={{ loading: create.isPending }}
        onCancel={() => setAdding(false)}
        onOk={() => form.submit()}
        afterClose={() => form.resetFields()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
          <Form.Item name="userId" label={t('delegation.approver')} rules={[required]}>
            <Select showSearch optionFilterProp="label" options={userOptions} loading={users.isPending} />
          </Form.Item>
          <Form.Item
            name="delegateUserId"
            label={t('delegation.delegate')}
            dependencies={['userId']}
            rules={[
              required,
              ({ getFieldValue }) => ({
                validator: async (_, value) => {
                  if (value && value === getFieldValue('userId')) throw new Error(t('validation:invalidOption'));
                },
              }),
            ]}
          >
            <Select showSearch optionFilterProp="label" options={userOptions} loading={users.isPending} />
          </Form.Item>
          <Form.Item name="from" label={t('delegation.period')} rules={[required]}>
            <DateInput aria-label={t('delegation.period')} />
          </Form.Item>
          <Form.Item
            name="to"
            dependencies={['from']}
            rules={[
              required,
              ({ getFieldValue }) => ({
                validator: async (_, value?: string) => {
                  const from = getFieldValue('from') as string | undefined;
                  if (value && from && value < from) throw new Error(t('validation:endBeforeStart'));
                },
              }),
            ]}
          >
            <DateInput aria-label={t('delegation.period')} />
          </Form.Item>
        </Form>
      </Modal>
    </Page>
  );
}
