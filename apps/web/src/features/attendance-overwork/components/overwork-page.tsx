import { useState } from 'react';
import dayjs from 'dayjs';
import { Button, DatePicker, Input, Modal, Select, Space, Tag } from 'antd';
import { CheckOutlined, CloseOutlined, EyeOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listOverwork, type Overwork, type OverworkStatus } from '@tenaga/contracts/modules/attendance-overwork.contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { Page } from '../../../components/page/page.tsx';
import { hoursMinutes, useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useDecideApproval, useDecideOverwork, useDetectOverwork } from '../api/attendance-overwork.mutations.ts';
import { OverworkDetailDrawer } from './overwork-detail-drawer.tsx';

export const STATUS_COLOURS: Record<OverworkStatus, string> = { pending: 'gold', approved: 'green', rejected: 'red' };

/** Attendance › Overwork: work dates with overtime, what waits for approval, and HR's decisions. */
export default function OverworkPage() {
  const { t } = useTranslation('attendanceOverwork');
  const canEdit = useMenuAccess('attendanceOverwork') === 'edit';
  const canApprove = useMenuAccess('approvals') === 'edit';
  const format = useFormat();
  const { message } = useFeedback();
  const showError = useErrorNotice();
  const [status, setStatus] = useState<OverworkStatus | undefined>();
  const [viewing, setViewing] = useState<Overwork | null>(null);
  const [rejecting, setRejecting] = useState<Overwork | null>(null);
  const [comment, setComment] = useState('');
  const [checking, setChecking] = useState(false);
  const yesterday = dayjs().tz(format.region.timezone).subtract(1, 'day');
  const [period, setPeriod] = useState<[string, string]>([yesterday.startOf('month').format('YYYY-MM-DD'), yesterday.format('YYYY-MM-DD')]);
  const decide = useDecideOverwork();
  const decideApproval = useDecideApproval();
  const detect = useDetectOverwork();

  const decideOne = async (row: Overwork, decision: 'approve' | 'reject', reason = '') => {
    try {
      if (row.approvalRequestId) await decideApproval.mutateAsync({ ids: [row.approvalRequestId], decision, comment: reason });
      else await decide.mutateAsync({ ids: [row.id], decision, comment: reason });
      message.success(t(decision === 'approve' ? 'decision.approved' : 'decision.rejected', { name: row.employeeName }));
      return true;
    } catch (error) {
      showError(error);
      return false;
    }
  };

  const check = async () => {
    try {
      const result = await detect.mutateAsync({ from: period[0], to: period[1] });
      message.success(t('check.done', { count: result.created }));
      setChecking(false);
    } catch (error) {
      showError(error);
    }
  };

  // A request in a workflow is decided by its approvers (the Approvals menu); one outside by HR here.
  const mayDecide = (row: Overwork) => row.status === 'pending' && (row.approvalRequestId ? canApprove : canEdit);

  return (
    <Page
      title={t('menu:attendanceOverwork')}
      extra={
        canEdit && (
          <Button icon={<SearchOutlined aria-hidden />} onClick={() => setChecking(true)}>
            {t('check.button')}
          </Button>
        )
      }
    >
      <DataTable
        contract={listOverwork}
        rowKey="id"
        emptyText={t('overwork.empty')}
        defaultSort={{ key: 'workDate', dir: 'desc' }}
        filter={{ status }}
        toolbar={
          <Select
            allowClear
            style={{ minWidth: 160 }}
            placeholder={t('overwork.allStatuses')}
            aria-label={t('fields.status')}
            value={status}
            onChange={(value: OverworkStatus | undefined) => setStatus(value)}
            options={(['pending', 'approved', 'rejected'] as const).map((value) => ({ value, label: t(`status.${value}`) }))}
          />
        }
        columns={[
          { key: 'workDate', title: t('fields.workDate'), sortable: true, render: (row) => format.calendarDate(row.workDate) },
          { key: 'employeeName', title: t('fields.employee'), sortable: true, render: (row) => row.employeeName },
          { key: 'overtimeMinutes', title: t('fields.overtime'), sortable: true, render: (row) => hoursMinutes(row.overtimeMinutes) },
          { key: 'excessMinutes', title: t('fields.excess'), sortable: true, render: (row) => hoursMinutes(row.excessMinutes) },
          { key: 'approvedMinutes', title: t('fields.approved'), render: (row) => hoursMinutes(row.approvedMinutes) },
          {
            key: 'status',
            title: t('fields.status'),
            sortable: true,
            render: (row) => (
              <Tag color={STATUS_COLOURS[row.status]}>
                {row.status === 'approved' && row.excessMinutes === 0 ? t('status.withinThreshold') : t(`status.${row.status}`)}
              </Tag>
            ),
          },
          {
            key: 'actions',
            title: t('fields.actions'),
            render: (row: Overwork) => (
              <Space
                size={0}
                wrap
                role="group"
                aria-label={t('actionsFor', { name: row.employeeName, date: format.calendarDate(row.workDate) })}
              >
                <Button type="link" size="small" icon={<EyeOutlined aria-hidden />} onClick={() => setViewing(row)}>
                  {t('view')}
                </Button>
                {mayDecide(row) && (
                  <>
                    <Button type="link" size="small" icon={<CheckOutlined aria-hidden />} onClick={() => void decideOne(row, 'approve')}>
                      {t('decision.approve')}
                    </Button>
                    <Button type="link" size="small" danger icon={<CloseOutlined aria-hidden />} onClick={() => setRejecting(row)}>
                      {t('decision.reject')}
                    </Button>
                  </>
                )}
              </Space>
            ),
          },
        ]}
      />
      <OverworkDetailDrawer id={viewing?.id ?? null} onClose={() => setViewing(null)} />
      <Modal
        open={rejecting !== null}
        title={t('decision.rejectTitle', { name: rejecting?.employeeName ?? '' })}
        okText={t('decision.reject')}
        okButtonProps={{ danger: true, disabled: comment.trim() === '' }}
        cancelText={t('common:cancel')}
        confirmLoading={decide.isPending || decideApproval.isPending}
        onCancel={() => setRejecting(null)}
        onOk={async () => {
          if (rejecting && (await decideOne(rejecting, 'reject', comment.trim()))) {
            setRejecting(null);
            setComment('');
          }
        }}
      >
        <Input.TextArea
          aria-label={t('decision.reason')}
          placeholder={t('decision.reason')}
          value={comment}
          maxLength={1000}
          autoSize={{ minRows: 2, maxRows: 6 }}
          onChange={(event) => setComment(event.target.value)}
        />
      </Modal>
      <Modal
        open={checking}
        title={t('check.title')}
        okText={t('check.run')}
        cancelText={t('common:cancel')}
        confirmLoading={detect.isPending}
        onCancel={() => setChecking(false)}
        onOk={() => void check()}
      >
        <p>{t('check.help')}</p>
        <DatePicker.RangePicker
          aria-label={t('check.period')}
          format={format.region.dateFormat}
          value={[dayjs(period[0]), dayjs(period[1])]}
          disabledDate={(day) => day.isAfter(yesterday, 'day')}
          allowClear={false}
          onChange={(range) => {
            if (range?.[0] && range[1]) setPeriod([range[0].format('YYYY-MM-DD'), range[1].format('YYYY-MM-DD')]);
          }}
        />
      </Modal>
    </Page>
  );
}
