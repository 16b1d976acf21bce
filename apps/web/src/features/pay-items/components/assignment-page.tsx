import { useState } from 'react';
import dayjs from 'dayjs';
import { Button, Form, Space, Tag } from 'antd';
import { PlusOutlined, PrinterOutlined, StopOutlined, UploadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { listPayItemAssignments, type PayItemAssignment } from '@tenaga/contracts/modules/pay-items.contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { AppModal } from '../../../components/modal/modal.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useUnassignPayItem } from '../api/pay-items.mutations.ts';
import { usePrintPayItems } from '../api/print-pay-items.ts';
import { AssignDrawer } from './assign-drawer.tsx';
import { PreviewPanel } from './preview-panel.tsx';

/** Settings › Exemption › Assignment: who has which pay item from when (the history), assigned one by one or in bulk, and the month's preview. */
export default function AssignmentPage() {
  const { t } = useTranslation('payItems');
  const canEdit = useMenuAccess('exemptionAssignment') === 'edit';
  const format = useFormat();
  const [assigning, setAssigning] = useState(false);
  const [ending, setEnding] = useState<PayItemAssignment | null>(null);
  const navigate = useNavigate();
  const printing = usePrintPayItems();
  const showError = useErrorNotice();
  return (
    <Page
      title={t('menu:exemptionAssignment')}
      extra={
        <Space wrap>
          <Button
            icon={<PrinterOutlined aria-hidden />}
            loading={printing.isPending}
            onClick={() =>
              printing.mutate({ body: { view: 'assignments' }, fallbackName: t('pdf.fileAssignments') }, { onError: showError })
            }
          >
            {t('pdf.print')}
          </Button>
          {canEdit && (
            <Button icon={<UploadOutlined aria-hidden />} onClick={() => void navigate('/settings/exemption/assignment/import')}>
              {t('import')}
            </Button>
          )}
          {canEdit && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAssigning(true)}>
              {t('assign')}
            </Button>
          )}
        </Space>
      }
    >
      <DataTable
        contract={listPayItemAssignments}
        rowKey="id"
        emptyText={t('empty')}
        defaultSort={{ key: 'employeeName', dir: 'asc' }}
        columns={[
          { key: 'employeeName', title: t('fields.employee'), sortable: true, render: (item) => item.employeeName },
          {
            key: 'policyName',
            title: t('fields.policy'),
            sortable: true,
            render: (item) => (
              <>
                {item.policyName} <Tag>{t(`recurrences.${item.recurrence}`)}</Tag>
              </>
            ),
          },
          {
            key: 'amount',
            title: t('fields.amount'),
            sortable: true,
            render: (item) => (item.amount === null ? t('formula') : format.money(item.amount)),
          },
          { key: 'description', title: t('fields.description'), render: (item) => item.description || item.profileName || '—' },
          {
            key: 'effectiveFrom',
            title: t('fields.effectiveFrom'),
            sortable: true,
            render: (item) => format.calendarDate(item.effectiveFrom),
          },
          { key: 'endedOn', title: t('fields.endedOn'), render: (item) => (item.endedOn ? format.calendarDate(item.endedOn) : '—') },
          {
            key: 'actions',
            title: t('fields.actions'),
            render: (item: PayItemAssignment) =>
              canEdit && item.endedOn === null && item.recurrence === 'recurring' ? (
                <Button
                  type="link"
                  size="small"
                  icon={<StopOutlined aria-hidden />}
                  onClick={() => setEnding(item)}
                  aria-label={`${t('unassign')}: ${item.employeeName} ${item.policyName}`}
                >
                  {t('unassign')}
                </Button>
              ) : null,
          },
        ]}
      />
      <PreviewPanel />
      {canEdit && <AssignDrawer open={assigning} onClose={() => setAssigning(false)} />}
      <UnassignModal of={ending} onClose={() => setEnding(null)} />
    </Page>
  );
}

function UnassignModal({ of, onClose }: { readonly of: PayItemAssignment | null; readonly onClose: () => void }) {
  const { t } = useTranslation('payItems');
  const format = useFormat();
  const { message } = useFeedback();
  const showError = useErrorNotice();
  const unassign = useUnassignPayItem();
  const [form] = Form.useForm<{ endedOn?: string }>();
  const today = dayjs().tz(format.region.timezone).format('YYYY-MM-DD');
  const submit = async () => {
    if (!of) return;
    const { endedOn } = await form.validateFields();
    try {
      await unassign.mutateAsync({ id: of.id, version: of.version, endedOn: endedOn ?? today });
      message.success(t('unassigned'));
      onClose();
    } catch (error) {
      showError(error);
    }
  };
  return (
    <AppModal
      open={of !== null}
      title={t('unassignTitle', { name: of ? `${of.employeeName} · ${of.policyName}` : '' })}
      onClose={onClose}
      onSubmit={submit}
      submitText={t('unassign')}
      submitLoading={unassign.isPending}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Form form={form} layout="vertical" initialValues={{ endedOn: today }}>
          <Form.Item name="endedOn" label={t('fields.endedOn')} rules={[{ required: true, message: t('validation:required') }]}>
            <DateInput style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Space>
    </AppModal>
  );
}
