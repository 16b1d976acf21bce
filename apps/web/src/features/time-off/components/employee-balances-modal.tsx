import { useState } from 'react';
import { Button, Collapse, Form, Input, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getLeaveEncashmentOffer, SIGNED_DAYS } from '@tenaga/contracts/modules/time-off-ledger.contracts';
import { listLeaveBalances } from '@tenaga/contracts/modules/time-off.contracts';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { AppModal } from '../../../components/modal/modal.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useCreateLeaveAdjustment, useEncashLeave } from '../api/time-off-ledger.mutations.ts';
import { LedgerLines } from './ledger-lines.tsx';

export interface BalancesOf {
  readonly employeeId: string;
  readonly employeeName: string;
}

type AdjustValues = { categoryId?: string; date?: string; days?: string; reason?: string };

/** An employee's balance of each category with its ledger; HR adjusts with a reason, and encashes what is left when the employee leaves. */
export function EmployeeBalancesModal({
  of,
  canEdit,
  onClose,
}: {
  readonly of: BalancesOf | null;
  readonly canEdit: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('timeOff');
  const balances = useContractQuery(listLeaveBalances, { body: { employeeIds: of ? [of.employeeId] : [] } }, { enabled: of !== null });
  const [adjusting, setAdjusting] = useState(false);
  const rows = balances.data ?? [];
  return (
    <AppModal open={of !== null} title={t('balances.of', { name: of?.employeeName ?? '' })} onClose={onClose} width={760} hideFooter>
      {of && (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          {canEdit && !adjusting && (
            <Button onClick={() => setAdjusting(true)} disabled={rows.length === 0}>
              {t('adjust.open')}
            </Button>
          )}
          {canEdit && adjusting && (
            <AdjustForm
              employeeId={of.employeeId}
              categories={rows.map((row) => ({ id: row.categoryId, name: row.categoryName }))}
              onDone={() => setAdjusting(false)}
            />
          )}
          {balances.data && rows.length === 0 && <Typography.Text type="secondary">{t('empty')}</Typography.Text>}
          <Collapse
            accordion
            destroyOnHidden
            items={rows.map((row) => ({
              key: row.categoryId,
              label: `${row.categoryName}: ${row.balance} ${t('fields.days').toLowerCase()}`,
              children: <LedgerLines employeeId={of.employeeId} categoryId={row.categoryId} />,
            }))}
          />
          {canEdit && <EncashSection of={of} />}
        </Space>
      )}
    </AppModal>
  );
}

function AdjustForm({
  employeeId,
  categories,
  onDone,
}: {
  readonly employeeId: string;
  readonly categories: readonly { id: string; name: string }[];
  readonly onDone: () => void;
}) {
  const { t } = useTranslation('timeOff');
  const { message } = useFeedback();
  const showError = useErrorNotice();
  const [form] = Form.useForm<AdjustValues>();
  const adjust = useCreateLeaveAdjustment();
  const required = [{ required: true, whitespace: true, message: t('validation:required') }];
  const submit = async (values: AdjustValues) => {
    try {
      await adjust.mutateAsync({
        employeeId,
        categoryId: values.categoryId ?? '',
        date: values.date ?? '',
        days: (values.days ?? '').trim(),
        reason: (values.reason ?? '').trim(),
      });
      message.success(t('adjust.done'));
      form.resetFields();
      onDone();
    } catch (error) {
      showError(error);
    }
  };
  return (
    <Form form={form} layout="vertical" name="leave-adjustment" onFinish={submit} aria-label={t('adjust.title')}>
      <Typography.Title level={5}>{t('adjust.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('adjust.explain')}</Typography.Paragraph>
      <Form.Item name="categoryId" label={t('fields.category')} rules={[{ required: true, message: t('validation:required') }]}>
        <Select options={categories.map((category) => ({ value: category.id, label: category.name }))} />
      </Form.Item>
      <Form.Item name="date" label={t('fields.date')} rules={[{ required: true, message: t('validation:required') }]}>
        <DateInput style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="days"
        label={t('fields.days')}
        extra={t('adjust.daysHelp')}
        rules={[...required, { pattern: SIGNED_DAYS, message: t('validation:requiredValidNumber') }]}
      >
        <Input inputMode="decimal" style={{ maxWidth: 160 }} />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('fields.reason')}
        rules={[...required, { max: 500, message: t('validation:tooLong', { max: 500 }) }]}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={adjust.isPending}>
          {t('common:save')}
        </Button>
        <Button onClick={onDone}>{t('common:cancel')}</Button>
      </Space>
    </Form>
  );
}

/** A leaving employee's balances at the cessation date, offered for encashment (confirmed first: it cannot be undone). */
function EncashSection({ of }: { readonly of: BalancesOf }) {
  const { t } = useTranslation('timeOff');
  const format = useFormat();
  const { message, modal } = useFeedback();
  const showError = useErrorNotice();
  const offer = useContractQuery(getLeaveEncashmentOffer, { params: { id: of.employeeId } });
  const encash = useEncashLeave();
  if (!offer.data?.cessationDate) return null;
  const open = offer.data.lines.filter((line) => line.encashed === null && Number(line.balance) > 0);
  const confirm = () =>
    modal.confirm({
      title: t('encash.title', { name: of.employeeName }),
      content: t('encash.confirm'),
      okText: t('encash.submit'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () =>
        encash
          .mutateAsync({ employeeId: of.employeeId, lines: open.map((line) => ({ categoryId: line.categoryId, days: line.balance })) })
          .then(() => message.success(t('encash.done')), showError),
    });
  return (
    <section aria-label={t('encash.open')}>
      <Typography.Title level={5}>{t('encash.title', { name: of.employeeName })}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('encash.explain', { date: format.calendarDate(offer.data.cessationDate) })}
      </Typography.Paragraph>
      {offer.data.lines.map((line) => (
        <div key={line.categoryId}>
          {line.categoryName}: {line.balance}
          {line.encashed !== null && <Typography.Text type="secondary"> · {t('encash.encashed', { days: line.encashed })}</Typography.Text>}
        </div>
      ))}
      {open.length === 0 ? (
        <Typography.Text type="secondary">{t('encash.none')}</Typography.Text>
      ) : (
        <Button danger style={{ marginTop: 8 }} onClick={confirm} loading={encash.isPending}>
          {t('encash.submit')}
        </Button>
      )}
    </section>
  );
}
