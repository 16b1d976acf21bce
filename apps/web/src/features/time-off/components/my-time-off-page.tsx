import { useState } from 'react';
import { Button, Card, Col, Empty, Row, Segmented, Space, Statistic, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  LEAVE_REQUEST_STATUSES,
  listLeaveBalances,
  listLeaveRequests,
  type LeaveRequest,
  type LeaveRequestStatus,
} from '@tenaga/contracts/modules/time-off.contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useAuthenticatedSession, useMenuAccess } from '../../../lib/session-context.tsx';
import { useCancelLeaveRequest } from '../api/time-off.mutations.ts';
import { AttachmentLink } from './attachment-link.tsx';
import { RequestDrawer } from './request-drawer.tsx';
import { RequestHistoryDrawer } from './request-history-drawer.tsx';

const STATUS_COLORS: Record<LeaveRequestStatus, string> = { pending: 'gold', approved: 'green', rejected: 'red', cancelled: 'default' };

/**
 * Time off: the signed-in employee's balances per category, a request with its live preview, and
 * the requests the role reaches (their own; a manager's team; HR everyone's), cancelled after a question.
 */
export default function MyTimeOffPage() {
  const { t } = useTranslation('timeOff');
  const format = useFormat();
  const employeeId = useAuthenticatedSession().me.userInfo.employeeID;
  const canEdit = useMenuAccess('timeoff') === 'edit';
  const [requesting, setRequesting] = useState(false);
  const [historyOf, setHistoryOf] = useState<LeaveRequest | null>(null);
  const [status, setStatus] = useState<LeaveRequestStatus | 'all'>('all');
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const cancel = useCancelLeaveRequest();
  const [balanceDate, setBalanceDate] = useState<string | undefined>(undefined);
  const balances = useContractQuery(
    listLeaveBalances,
    { body: { employeeIds: employeeId ? [employeeId] : [], ...(balanceDate ? { date: balanceDate } : {}) } },
    { enabled: employeeId !== null },
  );

  const dates = (request: LeaveRequest) => {
    const half = (value: LeaveRequest['firstDayHalf']) => (value ? ` (${t(`halves.${value}`)})` : '');
    const from = `${format.calendarDate(request.from)}${half(request.firstDayHalf)}`;
    return request.from === request.to ? from : `${from} – ${format.calendarDate(request.to)}${half(request.lastDayHalf)}`;
  };

  const confirmCancel = (request: LeaveRequest) =>
    modal.confirm({
      title: t('mine.cancelTitle'),
      content: t('mine.cancelBody'),
      okText: t('mine.cancel'),
      okButtonProps: { danger: true },
      cancelText: t('mine.keep'),
      onOk: () => cancel.mutateAsync(request.id).then(() => message.success(t('mine.cancelled')), showError),
    });

  return (
    <Page
      title={t('mine.title')}
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setRequesting(true)}>
            {t('mine.request')}
          </Button>
        )
      }
    >
      {employeeId && (
        <section aria-label={t('mine.balances')} style={{ marginBottom: 24 }}>
          <Space wrap style={{ justifyContent: 'space-between', width: '100%', marginBottom: 12 }}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('mine.balances')}
            </Typography.Title>
            <label>
              {t('mine.balancesOn')}{' '}
              <DateInput value={balanceDate} onChange={(value) => setBalanceDate(value ?? undefined)} aria-label={t('mine.balancesOn')} />
            </label>
          </Space>
          {balances.data && balances.data.length === 0 ? (
            <Empty description={t('mine.noProfile')} />
          ) : (
            <Row gutter={[16, 16]}>
              {(balances.data ?? []).map((balance) => (
                <Col key={balance.categoryId} xs={24} sm={12} lg={8}>
                  <Card size="small" loading={balances.isLoading} aria-label={balance.categoryName}>
                    <Statistic title={balance.categoryName} value={balance.balance} suffix={t('fields.days').toLowerCase()} />
                    <Typography.Text type="secondary">
                      {t('fields.entitled')} {balance.entitled} · {t('fields.taken')} {balance.taken} · {t('fields.pending')}{' '}
                      {balance.pending}
                    </Typography.Text>
                    <br />
                    <Typography.Text type="secondary">
                      {t('mine.leaveYear', {
                        start: format.calendarDate(balance.leaveYear.start),
                        end: format.calendarDate(balance.leaveYear.end),
                      })}
                    </Typography.Text>
                  </Card>
                </Col>
              ))}
            </Row>
          )}
        </section>
      )}
      <section aria-label={t('mine.requests')}>
        <Space wrap style={{ justifyContent: 'space-between', width: '100%', marginBottom: 12 }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('mine.requests')}
          </Typography.Title>
          <Segmented
            value={status}
            onChange={(value) => setStatus(value as LeaveRequestStatus | 'all')}
            options={[
              { value: 'all', label: t('mine.allRequests') },
              ...LEAVE_REQUEST_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
            ]}
          />
        </Space>
        <DataTable
          contract={listLeaveRequests}
          filter={status === 'all' ? {} : { status }}
          rowKey="id"
          emptyText={t('mine.noRequests')}
          columns={[
            { key: 'employeeName', title: t('fields.employee'), sortable: true, render: (item) => item.employeeName },
            { key: 'categoryName', title: t('fields.category'), render: (item) => item.categoryName },
            { key: 'from', title: t('fields.from'), sortable: true, render: dates },
            { key: 'days', title: t('fields.days'), render: (item) => item.days },
            {
              key: 'attachment',
              title: t('timeOffRequests:attachment.column'),
              render: (item: LeaveRequest) =>
                item.attachmentFileId ? <AttachmentLink requestId={item.id} label={`${item.employeeName} ${dates(item)}`} /> : null,
            },
            {
              key: 'status',
              title: t('fields.status'),
              render: (item) => <Tag color={STATUS_COLORS[item.status]}>{t(`status.${item.status}`)}</Tag>,
            },
            {
              key: 'actions',
              title: t('fields.actions'),
              render: (item: LeaveRequest) => (
                <Space size={0} wrap>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setHistoryOf(item)}
                    aria-label={`${t('history.open')}: ${item.employeeName} ${dates(item)}`}
                  >
                    {t('history.open')}
                  </Button>
                  {canEdit && (item.status === 'pending' || item.status === 'approved') && (
                    <Button
                      type="link"
                      size="small"
                      danger
                      onClick={() => confirmCancel(item)}
                      aria-label={`${t('mine.cancel')}: ${item.employeeName} ${dates(item)}`}
                    >
                      {t('mine.cancel')}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </section>
      <RequestDrawer open={requesting} onClose={() => setRequesting(false)} />
      <RequestHistoryDrawer request={historyOf} onClose={() => setHistoryOf(null)} />
    </Page>
  );
}
