import { useState } from 'react';
import { Button, Form, Input, Modal, Space, Table, Typography } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listClaimApprovals, type Claim } from '@tenaga/contracts/modules/claims.contracts';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useDecideClaims } from '../api/claims.mutations.ts';
import { ReceiptLinks } from './receipt-links.tsx';

/** The claim approve table: the claims waiting for the caller's decision, their receipts, approve or reject (with a reason). */
export function ClaimApprovals() {
  const { t } = useTranslation('claims');
  const format = useFormat();
  const { message } = useFeedback();
  const showError = useErrorNotice();
  const waiting = useContractQuery(listClaimApprovals);
  const decide = useDecideClaims();
  const [rejecting, setRejecting] = useState<Claim | null>(null);
  const [form] = Form.useForm<{ reason: string }>();

  const run = async (claim: Claim, decision: 'approve' | 'reject', comment = '') => {
    try {
      await decide.mutateAsync({ ids: [claim.approvalRequestId!], decision, comment });
      message.success(t(decision === 'approve' ? 'approve.approved' : 'approve.rejected', { name: claim.employeeName }));
      setRejecting(null);
    } catch (error) {
      showError(error);
    }
  };

  return (
    <>
      <Table<Claim>
        rowKey="id"
        size="small"
        loading={waiting.isLoading}
        dataSource={waiting.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        aria-label={t('tabs.approve')}
        locale={{ emptyText: t('approve.empty') }}
        columns={[
          {
            key: 'employee',
            title: t('fields.employee'),
            render: (_, claim) => (
              <Space orientation="vertical" size={0}>
                <Typography.Text>{claim.employeeName}</Typography.Text>
                <Typography.Text type="secondary">{claim.employmentNumber}</Typography.Text>
              </Space>
            ),
          },
          { key: 'type', title: t('fields.type'), render: (_, claim) => claim.typeName },
          { key: 'expenseDate', title: t('fields.expenseDate'), render: (_, claim) => format.calendarDate(claim.expenseDate) },
          { key: 'amount', title: t('fields.amount'), align: 'right', render: (_, claim) => format.money(claim.amount) },
          { key: 'description', title: t('fields.description'), render: (_, claim) => claim.description || '—' },
          { key: 'receipts', title: t('fields.receipts'), render: (_, claim) => <ReceiptLinks claim={claim} /> },
          {
            key: 'actions',
            title: t('fields.actions'),
            render: (_, claim) => (
              <Space size={0} wrap role="group" aria-label={t('actionsFor', { name: claim.employeeName })}>
                <Button
                  type="link"
                  size="small"
                  icon={<CheckOutlined aria-hidden />}
                  disabled={decide.isPending}
                  onClick={() => void run(claim, 'approve')}
                  aria-label={`${t('approve.approve')}: ${claim.employeeName}`}
                >
                  {t('approve.approve')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  icon={<CloseOutlined aria-hidden />}
                  disabled={decide.isPending}
                  onClick={() => setRejecting(claim)}
                  aria-label={`${t('approve.reject')}: ${claim.employeeName}`}
                >
                  {t('approve.reject')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={rejecting !== null}
        title={t('approve.rejectTitle', { name: rejecting?.employeeName ?? '' })}
        okText={t('approve.reject')}
        okButtonProps={{ danger: true, loading: decide.isPending }}
        cancelText={t('common:cancel')}
        onCancel={() => setRejecting(null)}
        onOk={() => form.submit()}
        afterClose={() => form.resetFields()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(values) => rejecting && run(rejecting, 'reject', values.reason.trim())}>
          <Form.Item
            name="reason"
            label={t('approve.reason')}
            rules={[
              { required: true, whitespace: true, message: t('validation:required') },
              { max: 1000, message: t('validation:tooLong') },
            ]}
          >
            <Input.TextArea autoFocus autoSize={{ minRows: 3, maxRows: 6 }} maxLength={1000} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
