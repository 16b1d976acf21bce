import dayjs from 'dayjs';
import { Alert, Descriptions, Form, Input, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { listEmployeeOptions } from '@tenaga/contracts/modules/employees.contracts';
import { DAY_HALVES, employeeLeavePolicies, previewLeaveRequest } from '@tenaga/contracts/modules/time-off.contracts';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useAuthenticatedSession, useMenuAccess } from '../../../lib/session-context.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useCreateLeaveRequest, useOverrideLeaveRequest } from '../api/time-off.mutations.ts';
import { AttachmentInput } from './attachment-input.tsx';
import { OverrideField, overridable } from './override-field.tsx';
import { TeamAway } from './team-away.tsx';

type Half = (typeof DAY_HALVES)[number];
type Values = {
  employeeId?: string;
  categoryId?: string;
  from?: string;
  to?: string;
  firstDayHalf?: Half | 'full';
  lastDayHalf?: Half | 'full';
  hours?: string;
  reason?: string;
  attachmentFileId?: string | null;
  overrideReason?: string;
};

const half = (value: Half | 'full' | undefined) => (value && value !== 'full' ? value : null);

/**
 * A leave request: for oneself (or, for HR and managers, someone they reach), its category and
 * dates, a half of the first or last day or hours; the days counted, the balance after and any
 * rule broken show live before it is sent.
 */
export function RequestDrawer({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const { t } = useTranslation('timeOff');
  const { message } = useFeedback();
  const showError = useErrorNotice();
  const format = useFormat();
  const [form] = Form.useForm<Values>();
  const create = useCreateLeaveRequest();
  const override = useOverrideLeaveRequest();
  const ownId = useAuthenticatedSession().me.userInfo.employeeID;
  const canPickOthers = useMenuAccess('employeeList') !== undefined;
  const today = dayjs().tz(format.region.timezone).format('YYYY-MM-DD');
  const values = (Form.useWatch([], form) ?? {}) as Values;
  const employeeId = values.employeeId ?? ownId ?? '';
  const people = useContractQuery(listEmployeeOptions, { query: {} }, { enabled: open && canPickOthers });
  const policies = useContractQuery(
    employeeLeavePolicies,
    { params: { id: employeeId }, query: { date: values.from ?? today } },
    { enabled: open && employeeId !== '' },
  );
  const policy = policies.data?.find((row) => row.categoryId === values.categoryId);
  const oneDay = values.from !== undefined && values.from === values.to;

  const body = {
    ...(values.employeeId && values.employeeId !== ownId ? { employeeId: values.employeeId } : {}),
    categoryId: values.categoryId ?? '',
    from: values.from ?? '',
    to: values.to ?? '',
    firstDayHalf: half(values.firstDayHalf),
    lastDayHalf: oneDay ? null : half(values.lastDayHalf),
    hours: policy?.unit === 'hour' && oneDay && values.hours ? values.hours : null,
    reason: values.reason ?? '',
    attachmentFileId: values.attachmentFileId ?? null,
  };
  // Debounced as text: a new object each render would restart the wait for ever.
  const debounced = JSON.parse(useDebouncedValue(JSON.stringify(body), 300)) as typeof body;
  const ready =
    open &&
    employeeId !== '' &&
    debounced.categoryId !== '' &&
    debounced.from !== '' &&
    debounced.to !== '' &&
    debounced.from <= debounced.to;
  const preview = useContractQuery(previewLeaveRequest, { body: debounced }, { enabled: ready });

  const submit = async () => {
    try {
      const overrideReason = values.overrideReason?.trim();
      if (overrideReason && overridable(preview.data?.problems)) await override.mutateAsync({ request: body, overrideReason });
      else await create.mutateAsync(body);
      message.success(t('mine.sent'));
      form.resetFields();
      onClose();
    } catch (error) {
      showError(error);
    }
  };
  const required = [{ required: true, message: t('validation:required') }];
  const halves = (['full', ...DAY_HALVES] as const).map((value) => ({ value, label: t(`halves.${value}`) }));

  return (
    <FormDrawer
      open={open}
      title={t('mine.requestTitle')}
      form={form}
      onClose={onClose}
      width={520}
      footer={{ saving: create.isPending || override.isPending }}
    >
      <Form
        form={form}
        layout="vertical"
        name="leave-request"
        onFinish={submit}
        initialValues={{ from: today, to: today, firstDayHalf: 'full', lastDayHalf: 'full' }}
        aria-label={t('mine.requestTitle')}
      >
        {canPickOthers && (
          <Form.Item name="employeeId" label={t('mine.for')}>
            <Select
              showSearch
              allowClear
              optionFilterProp="label"
              placeholder={t('mine.forMe')}
              loading={people.isLoading}
              options={(people.data ?? []).filter((row) => row.cessationDate === null).map((row) => ({ value: row.id, label: row.text }))}
            />
          </Form.Item>
        )}
        <Form.Item name="categoryId" label={t('fields.categoryId')} rules={required}>
          <Select
            loading={policies.isLoading}
            notFoundContent={t('mine.noProfile')}
            options={(policies.data ?? []).map((row) => ({ value: row.categoryId, label: row.categoryName }))}
          />
        </Form.Item>
        <Form.Item name="from" label={t('fields.from')} rules={required}>
          <DateInput style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="to" label={t('fields.to')} rules={required}>
          <DateInput style={{ width: '100%' }} />
        </Form.Item>
        {policy && policy.unit !== 'day' && (
          <>
            <Form.Item name="firstDayHalf" label={t('fields.firstDayHalf')}>
              <Select options={halves} />
            </Form.Item>
            {!oneDay && (
              <Form.Item name="lastDayHalf" label={t('fields.lastDayHalf')}>
                <Select options={halves} />
              </Form.Item>
            )}
          </>
        )}
        {policy?.unit === 'hour' && oneDay && (
          <Form.Item
            name="hours"
            label={t('fields.hours')}
            rules={[{ pattern: /^\d{1,2}(\.\d{1,2})?$/, message: t('validation:requiredValidNumber') }]}
          >
            <Input inputMode="decimal" style={{ maxWidth: 120 }} />
          </Form.Item>
        )}
        <Form.Item name="reason" label={t('fields.reason')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
        </Form.Item>
        <Form.Item name="attachmentFileId" label={t('timeOffRequests:attachment.label')} extra={t('timeOffRequests:attachment.hint')}>
          <AttachmentInput />
        </Form.Item>
        <OverrideField problems={ready ? preview.data?.problems : undefined} />
      </Form>
      <TeamAway employeeId={values.employeeId} from={values.from} to={values.to} />
      <section aria-label={t('mine.preview')} aria-live="polite">
        {!ready ? (
          <Alert type="info" showIcon message={t('mine.previewHint')} />
        ) : preview.isLoading || !preview.data ? (
          <Spin />
        ) : (
          <>
            <Descriptions size="small" column={1} bordered title={t('mine.preview')}>
              <Descriptions.Item label={t('mine.counted')}>{preview.data.days}</Descriptions.Item>
              <Descriptions.Item label={t('mine.balanceBefore')}>{preview.data.balanceBefore ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={t('mine.balanceAfter')}>{preview.data.balanceAfter ?? '—'}</Descriptions.Item>
            </Descriptions>
            {preview.data.problems.map((problem) => (
              <Alert key={problem} type="error" showIcon style={{ marginTop: 8 }} message={t(`problems.${problem}`)} />
            ))}
          </>
        )}
      </section>
    </FormDrawer>
  );
}
