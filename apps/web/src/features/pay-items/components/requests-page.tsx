import { useState } from 'react';
import { Button, Segmented, Space, Tag, Typography } from 'antd';
import { EditOutlined, PaperClipOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  getPayItemRequestAccess,
  getPayItemRequestAttachment,
  listPayItemRequests,
  PAY_ITEM_REQUEST_STATUSES,
  type PayItemRequest,
  type PayItemRequestStatus,
} from '@tenaga/contracts/modules/pay-items.contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { PageTabs } from '../../../components/page/page-tabs.tsx';
import { Page } from '../../../components/page/page.tsx';
import { callApiForFile } from '../../../lib/api-client.ts';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { fileNameFromDisposition, saveBlob } from '../../../lib/download.ts';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useCancelPayItemRequest } from '../api/pay-items.mutations.ts';
import { RequestDrawer } from './request-drawer.tsx';

const STATUS_COLOURS: Record<PayItemRequestStatus, string> = { pending: 'gold', approved: 'green', rejected: 'red', cancelled: 'default' };

/** Opens a request's document (its employee, HR and its approvers reach it): fetched with the session's token, then saved. */
function DocumentLink({ request }: { readonly request: PayItemRequest }) {
  const { t } = useTranslation('payItems');
  const showError = useErrorNotice();
  if (!request.hasAttachment) return <>—</>;
  const open = async () => {
    try {
      const { blob, headers } = await callApiForFile(getPayItemRequestAttachment, { params: { id: request.id } });
      saveBlob(blob, fileNameFromDisposition(headers.get('content-disposition')) ?? 'document');
    } catch (error) {
      showError(error);
    }
  };
  return (
    <Button
      type="link"
      size="small"
      icon={<PaperClipOutlined aria-hidden />}
      onClick={() => void open()}
      aria-label={t('requests.openDocument', { policy: request.policyName, name: request.employeeName })}
    >
      {t('requests.openShort')}
    </Button>
  );
}

/**
 * Exemptions (self-service): an employee's requests of pay items (a new one, a pending one changed
 * or cancelled) with their status, and everyone's requests for HR, by status. Approvers decide them
 * on the Approvals page; an approved request is assigned and paid by the payrun of its month.
 */
export default function RequestsPage() {
  const { t } = useTranslation('payItems');
  const canEdit = useMenuAccess('exemption') === 'edit';
  const format = useFormat();
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const access = useContractQuery(getPayItemRequestAccess);
  const cancel = useCancelPayItemRequest();
  const [editing, setEditing] = useState<PayItemRequest | 'new' | null>(null);
  const [status, setStatus] = useState<PayItemRequestStatus | 'all'>('all');
  const manages = access.data?.manages === true;
  const requests = access.data?.requests === true;

  const when = (request: PayItemRequest) =>
    request.recurrence === 'oneOff'
      ? t('requests.paidInMonth', { month: format.payMonth(request.effectiveFrom.slice(0, 7)) })
      : t('requests.fromDate', { date: format.calendarDate(request.effectiveFrom) });
  const columns: DataTableColumn<PayItemRequest>[] = [
    {
      key: 'policyName',
      title: t('fields.policyId'),
      sortable: true,
      render: (request) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text>{request.policyName}</Typography.Text>
          <Typography.Text type="secondary">{t(`recurrences.${request.recurrence}`)}</Typography.Text>
        </Space>
      ),
    },
    { key: 'amount', title: t('fields.amount'), sortable: true, render: (request) => format.money(request.amount) },
    { key: 'effectiveFrom', title: t('requests.when'), sortable: true, render: when },
    { key: 'reason', title: t('fields.reason'), render: (request) => request.reason },
    { key: 'attachment', title: t('fields.attachment'), render: (request) => <DocumentLink request={request} /> },
    {
      key: 'status',
      title: t('fields.status'),
      sortable: true,
      render: (request) => <Tag color={STATUS_COLOURS[request.status]}>{t(`requestStatuses.${request.status}`)}</Tag>,
    },
  ];

  const confirmCancel = (request: PayItemRequest) =>
    modal.confirm({
      title: t('requests.cancelTitle', { policy: request.policyName, amount: format.money(request.amount) }),
      content: t('requests.cancelBody'),
      okText: t('requests.cancel'),
      okButtonProps: { danger: true },
      cancelText: t('common:close'),
      onOk: () => cancel.mutateAsync(request).then(() => message.success(t('requests.cancelled')), showError),
    });

  const mine = (
    <DataTable
      contract={listPayItemRequests}
      rowKey="id"
      label={t('requests.mine')}
      emptyText={t('requests.mineEmpty')}
      filter={{ mine: true }}
      defaultSort={{ key: 'effectiveFrom', dir: 'desc' }}
      toolbar={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
            {t('requests.new')}
          </Button>
        )
      }
      columns={[
        ...columns,
        ...(canEdit
          ? [
              {
                key: 'actions',
                title: t('fields.actions'),
                render: (request: PayItemRequest) =>
                  request.status === 'pending' ? (
                    <Space size={0} wrap role="group" aria-label={t('actionsFor', { name: request.policyName })}>
                      <Button
                        type="link"
                        size="small"
                        icon={<EditOutlined aria-hidden />}
                        onClick={() => setEditing(request)}
                        aria-label={`${t('common:edit')}: ${request.policyName}`}
                      >
                        {t('common:edit')}
                      </Button>
                      <Button
                        type="link"
                        size="small"
                        danger
                        icon={<StopOutlined aria-hidden />}
                        onClick={() => confirmCancel(request)}
                        aria-label={`${t('requests.cancel')}: ${request.policyName}`}
                      >
                        {t('requests.cancel')}
                      </Button>
                    </Space>
                  ) : null,
              },
            ]
          : []),
      ]}
    />
  );

  const everyone = (
    <>
      <Segmented<PayItemRequestStatus | 'all'>
        value={status}
        onChange={setStatus}
        aria-label={t('fields.status')}
        options={[
          { value: 'all', label: t('requests.allStatuses') },
          ...PAY_ITEM_REQUEST_STATUSES.map((value) => ({ value, label: t(`requestStatuses.${value}`) })),
        ]}
        style={{ marginBottom: 12, maxWidth: '100%', overflowX: 'auto' }}
      />
      <DataTable
        contract={listPayItemRequests}
        rowKey="id"
        label={t('requests.everyone')}
        emptyText={t('requests.everyoneEmpty')}
        filter={status === 'all' ? {} : { status }}
        defaultSort={{ key: 'effectiveFrom', dir: 'desc' }}
        columns={[
          {
            key: 'employeeName',
            title: t('fields.employee'),
            sortable: true,
            render: (request: PayItemRequest) => (
              <Space orientation="vertical" size={0}>
                <Typography.Text>{request.employeeName}</Typography.Text>
                <Typography.Text type="secondary">{request.employmentNumber}</Typography.Text>
              </Space>
            ),
          },
          ...columns,
        ]}
      />
    </>
  );

  const tabs = [
    ...(requests ? [{ key: 'mine', label: t('requests.mine'), children: mine }] : []),
    ...(manages ? [{ key: 'all', label: t('requests.everyone'), children: everyone }] : []),
  ];

  return (
    <Page title={t('menu:exemption')}>
      {access.data && <PageTabs items={tabs} destroyOnHidden />}
      <RequestDrawer item={editing} onClose={() => setEditing(null)} />
    </Page>
  );
}
