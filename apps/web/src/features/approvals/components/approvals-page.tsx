import { useState } from 'react';
import { Badge, Button, Segmented, Space, Table, Tag } from 'antd';
import { PageTabs } from '../../../components/page/page-tabs.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  APPROVAL_KINDS,
  listApprovalRequests,
  type ApprovalKind,
  type ApprovalRequest,
} from '@tenaga/contracts/modules/approvals.contracts';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useDecide } from '../api/approvals.queries.ts';
import { RejectModal } from './reject-modal.tsx';
import { StatusTag } from '../../../components/approval-chain/approval-status-tag.tsx';

const PAGE_SIZE = 20;

/** What waits for the caller's decision, by kind, decided one by one or in bulk; and what they decided. */
export default function ApprovalsPage() {
  const { t } = useTranslation('approvals');
  const format = useFormat();
  const { message } = useFeedback();
  const showError = useErrorNotice();
  const canDecide = useMenuAccess('approvals') === 'edit';
  const [tab, setTab] = useState<'pending' | 'decided'>('pending');
  const [kind, setKind] = useState<ApprovalKind | 'all'>('all');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [rejecting, setRejecting] = useState(false);
  const decide = useDecide();
  const query = useContractQuery(listApprovalRequests, {
    query: { tab, start: (page - 1) * PAGE_SIZE, length: PAGE_SIZE, ...(kind === 'all' ? {} : { kind }) },
  });
  const counts = query.data?.counts ?? {};
  const pendingTotal = Object.values(counts).reduce((sum, value) => sum + value, 0);

  const run = async (decision: 'approve' | 'reject', comment = '') => {
    try {
      const { decided } = await decide.mutateAsync({ ids: selected, decision, comment });
      message.success(t(decision === 'approve' ? 'page.approved' : 'page.rejected', { count: decided }));
      setSelected([]);
      setRejecting(false);
    } catch (error) {
      showError(error);
    }
  };

  const kindOptions = [
    { value: 'all' as const, label: t('page.allKinds') },
    ...APPROVAL_KINDS.map((value) => ({
      value,
      label: tab === 'pending' && counts[value] ? `${t(`kind.${value}`)} (${format.count(counts[value])})` : t(`kind.${value}`),
    })),
  ];

  return (
    <Page title={t('menu:approvals')}>
      <PageTabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as 'pending' | 'decided');
          setPage(1);
          setSelected([]);
        }}
        items={[
          {
            key: 'pending',
            label: (
              <Space size={6}>
                {t('page.pending')}
                {tab === 'pending' && pendingTotal > 0 && <Badge count={pendingTotal} overflowCount={999} />}
              </Space>
            ),
          },
          { key: 'decided', label: t('page.decided') },
        ]}
      />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16, justifyContent: 'space-between' }}>
        {/* The kinds scroll sideways at phone width rather than widen the page. */}
        <div style={{ minWidth: 0, maxWidth: '100%', overflowX: 'auto' }}>
          <Segmented
            options={kindOptions}
            value={kind}
            onChange={(value) => {
              setKind(value);
              setPage(1);
              setSelected([]);
            }}
          />
        </div>
        {tab === 'pending' && canDecide && (
          <Space wrap>
            <Button type="primary" disabled={selected.length === 0} loading={decide.isPending} onClick={() => void run('approve')}>
              {t('page.approveSelected', { count: selected.length })}
            </Button>
            <Button danger disabled={selected.length === 0} onClick={() => setRejecting(true)}>
              {t('page.rejectSelected', { count: selected.length })}
            </Button>
          </Space>
        )}
      </div>
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()}>
        <Table<ApprovalRequest>
          rowKey="id"
          size="middle"
          scroll={{ x: 'max-content' }}
          dataSource={query.data?.data ?? []}
          locale={{ emptyText: t(tab === 'pending' ? 'page.empty' : 'page.decidedEmpty') }}
          rowSelection={
            tab === 'pending' && canDecide ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) } : undefined
          }
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: query.data?.total ?? 0,
            showSizeChanger: false,
            onChange: (next) => {
              setPage(next);
              setSelected([]);
            },
          }}
          columns={[
            {
              key: 'employee',
              title: t('columns.employee'),
              render: (_, row) => <Link to={`/approvals/requests/${row.id}`}>{row.employeeName}</Link>,
            },
            { key: 'kind', title: t('columns.kind'), render: (_, row) => <Tag>{t(`kind.${row.kind}`)}</Tag> },
            { key: 'details', title: t('columns.details'), render: (_, row) => Object.values(row.summary).join(' · ') || '—' },
            { key: 'submitted', title: t('columns.submitted'), render: (_, row) => format.dateTime(row.createdAt) },
            {
              key: 'level',
              title: t('columns.level'),
              render: (_, row) => t('levelOf', { current: row.currentLevel + 1, total: row.levelCount }),
            },
            { key: 'status', title: t('columns.status'), render: (_, row) => <StatusTag status={row.status} /> },
          ]}
        />
      </QueryState>
      <RejectModal
        count={selected.length}
        open={rejecting}
        saving={decide.isPending}
        onCancel={() => setRejecting(false)}
        onReject={(reason) => run('reject', reason)}
      />
    </Page>
  );
}
