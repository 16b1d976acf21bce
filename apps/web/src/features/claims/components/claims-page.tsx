import { useState } from 'react';
import { Button, Segmented, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  CLAIM_STATUSES,
  getClaimsAccess,
  listClaims,
  listClaimTypes,
  type Claim,
  type ClaimStatus,
  type ClaimType,
} from '@tenaga/contracts/modules/claims.contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { PageTabs } from '../../../components/page/page-tabs.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useCancelClaim, useDeleteClaimType } from '../api/claims.mutations.ts';
import { ClaimApprovals } from './claim-approvals.tsx';
import { ClaimFormDrawer } from './claim-form-drawer.tsx';
import { STATUS_COLOURS } from './claim-status.ts';
import { ClaimTypeFormDrawer } from './claim-type-form-drawer.tsx';
import { ReceiptLinks } from './receipt-links.tsx';

/**
 * Payroll › Claims: an employee's own claims (a new one with its receipts, a pending one cancelled),
 * the claims waiting for the caller's approval, everyone's claims for HR, and the claim policies.
 */
export default function ClaimsPage() {
  const { t } = useTranslation('claims');
  const canEdit = useMenuAccess('claims') === 'edit';
  const approves = useMenuAccess('approvals') === 'edit';
  const format = useFormat();
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const access = useContractQuery(getClaimsAccess);
  const cancel = useCancelClaim();
  const removeType = useDeleteClaimType();
  const [claiming, setClaiming] = useState(false);
  const [editingType, setEditingType] = useState<ClaimType | 'new' | null>(null);
  const [status, setStatus] = useState<ClaimStatus | 'all'>('all');
  const manages = access.data?.manages === true;
  const claims = access.data?.claims === true;

  const statusTag = (claim: Claim) => <Tag color={STATUS_COLOURS[claim.status]}>{t(`statuses.${claim.status}`)}</Tag>;
  const claimColumns: DataTableColumn<Claim>[] = [
    { key: 'typeName', title: t('fields.type'), sortable: true, render: (claim) => claim.typeName },
    { key: 'expenseDate', title: t('fields.expenseDate'), sortable: true, render: (claim) => format.calendarDate(claim.expenseDate) },
    { key: 'amount', title: t('fields.amount'), sortable: true, render: (claim) => format.money(claim.amount) },
    { key: 'description', title: t('fields.description'), render: (claim) => claim.description || '—' },
    { key: 'receipts', title: t('fields.receipts'), render: (claim) => <ReceiptLinks claim={claim} /> },
    { key: 'status', title: t('fields.status'), sortable: true, render: statusTag },
  ];

  const confirmCancel = (claim: Claim) =>
    modal.confirm({
      title: t('cancel.title', { type: claim.typeName, amount: format.money(claim.amount) }),
      content: t('cancel.body'),
      okText: t('cancel.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => cancel.mutateAsync(claim).then(() => message.success(t('cancel.done')), showError),
    });

  const confirmDeleteType = (type: ClaimType) =>
    modal.confirm({
      title: t('policies.deleteTitle', { name: type.name }),
      content: t('policies.deleteBody'),
      okText: t('common:delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => removeType.mutateAsync(type.id).then(() => message.success(t('policies.deleted', { name: type.name })), showError),
    });

  const mine = (
    <DataTable
      contract={listClaims}
      rowKey="id"
      label={t('tabs.mine')}
      emptyText={t('mine.empty')}
      filter={{ mine: true }}
      defaultSort={{ key: 'expenseDate', dir: 'desc' }}
      toolbar={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setClaiming(true)}>
            {t('claim.new')}
          </Button>
        )
      }
      columns={[
        ...claimColumns,
        ...(canEdit
          ? [
              {
                key: 'actions',
                title: t('fields.actions'),
                render: (claim: Claim) =>
                  claim.status === 'pending' ? (
                    <Button
                      type="link"
                      size="small"
                      danger
                      icon={<StopOutlined aria-hidden />}
                      onClick={() => confirmCancel(claim)}
                      aria-label={`${t('cancel.ok')}: ${claim.typeName} ${format.calendarDate(claim.expenseDate)}`}
                    >
                      {t('cancel.ok')}
                    </Button>
                  ) : null,
              },
            ]
          : []),
      ]}
    />
  );

  const everyone = (
    <>
      <Segmented<ClaimStatus | 'all'>
        value={status}
        onChange={setStatus}
        aria-label={t('fields.status')}
        options={[{ value: 'all', label: t('allStatuses') }, ...CLAIM_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))]}
        style={{ marginBottom: 12, maxWidth: '100%', overflowX: 'auto' }}
      />
      <DataTable
        contract={listClaims}
        rowKey="id"
        label={t('tabs.all')}
        emptyText={t('all.empty')}
        filter={status === 'all' ? {} : { status }}
        defaultSort={{ key: 'expenseDate', dir: 'desc' }}
        columns={[
          {
            key: 'employeeName',
            title: t('fields.employee'),
            sortable: true,
            render: (claim: Claim) => (
              <Space orientation="vertical" size={0}>
                <Typography.Text>{claim.employeeName}</Typography.Text>
                <Typography.Text type="secondary">{claim.employmentNumber}</Typography.Text>
              </Space>
            ),
          },
          ...claimColumns,
        ]}
      />
    </>
  );

  const policies = (
    <DataTable
      contract={listClaimTypes}
      rowKey="id"
      label={t('tabs.policies')}
      emptyText={t('policies.empty')}
      defaultSort={{ key: 'name', dir: 'asc' }}
      toolbar={
        manages &&
        canEdit && (
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setEditingType('new')}>
            {t('policies.add')}
          </Button>
        )
      }
      columns={[
        { key: 'name', title: t('fields.name'), sortable: true, render: (type: ClaimType) => type.name },
        { key: 'payItemCategoryName', title: t('fields.payItemCategory'), render: (type: ClaimType) => type.payItemCategoryName },
        {
          key: 'limitAmount',
          title: t('fields.limitAmount'),
          sortable: true,
          render: (type: ClaimType) =>
            type.limitAmount === null
              ? t('policies.noLimit')
              : t(`policies.per.${type.limitPeriod}`, { amount: format.money(type.limitAmount) }),
        },
        {
          key: 'receiptRequired',
          title: t('fields.receiptRequired'),
          render: (type: ClaimType) => (type.receiptRequired ? t('common:yes') : t('common:no')),
        },
        ...(manages && canEdit
          ? [
              {
                key: 'actions',
                title: t('fields.actions'),
                render: (type: ClaimType) => (
                  <Space size={0} wrap role="group" aria-label={t('actionsFor', { name: type.name })}>
                    <Button
                      type="link"
                      size="small"
                      icon={<EditOutlined aria-hidden />}
                      onClick={() => setEditingType(type)}
                      aria-label={`${t('common:edit')}: ${type.name}`}
                    >
                      {t('common:edit')}
                    </Button>
                    <Button
                      type="link"
                      size="small"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      onClick={() => confirmDeleteType(type)}
                      aria-label={`${t('common:delete')}: ${type.name}`}
                    >
                      {t('common:delete')}
                    </Button>
                  </Space>
                ),
              },
            ]
          : []),
      ]}
    />
  );

  const tabs = [
    ...(claims ? [{ key: 'mine', label: t('tabs.mine'), children: mine }] : []),
    ...(approves ? [{ key: 'approve', label: t('tabs.approve'), children: <ClaimApprovals /> }] : []),
    ...(manages ? [{ key: 'all', label: t('tabs.all'), children: everyone }] : []),
    { key: 'policies', label: t('tabs.policies'), children: policies },
  ];

  return (
    <Page title={t('menu:claims')}>
      {access.data && <PageTabs items={tabs} destroyOnHidden />}
      <ClaimFormDrawer open={claiming} onClose={() => setClaiming(false)} />
      <ClaimTypeFormDrawer item={editingType} onClose={() => setEditingType(null)} />
    </Page>
  );
}
