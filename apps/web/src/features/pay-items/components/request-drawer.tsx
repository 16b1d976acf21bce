import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import { Button, Form, Input, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  listRequestablePayItemPolicies,
  PAY_ITEM_REQUEST_LIMITS,
  type PayItemPolicy,
  type PayItemRequest,
} from '@tenaga/contracts/modules/pay-items.contracts';
import { CurrencyInput } from '../../../components/currency-input/currency-input.tsx';
import { DateInput, MonthInput } from '../../../components/date-picker/date-picker.tsx';
import { DocumentPicker } from '../../../components/document-picker/document-picker.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useRequestPayItem, useUpdatePayItemRequest, useUploadRequestAttachment } from '../api/pay-items.mutations.ts';

type Values = {
  policyId?: string;
  amount?: string | null;
  month?: string | null;
  from?: string | null;
  reason?: string;
  attachmentFileId?: string | null;
};

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/** The request's document: photographed on a phone or chosen, uploaded at once; the form keeps its id. */
function AttachmentInput({ value, onChange }: { readonly value?: string | null; readonly onChange?: (fileId: string | null) => void }) {
  const { t } = useTranslation('payItems');
  const upload = useUploadRequestAttachment();
  const [name, setName] = useState<string | null>(null);
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      <DocumentPicker
        maxBytes={PAY_ITEM_REQUEST_LIMITS.attachmentMaxBytes}
        upload={async (data) => (await upload.mutateAsync({ data })).fileId}
        uploading={upload.isPending}
        disabled={Boolean(value)}
        labels={{ takePhoto: t('requests.takePhoto'), chooseFile: t('requests.chooseFile') }}
        testId="request-attachment"
        onUploaded={(fileId, fileName) => {
          setName(fileName);
          onChange?.(fileId);
        }}
      />
      {value && (
        <Space wrap>
          <Typography.Text>{t('requests.attached', { name: name ?? t('requests.document') })}</Typography.Text>
          <Button type="link" size="small" onClick={() => onChange?.(null)}>
            {t('requests.removeDocument')}
          </Button>
        </Space>
      )}
    </Space>
  );
}

/**
 * The employee requests a pay item, or changes a pending request: a policy the company lets them
 * request, its amount (a fixed amount as the policy says, unless it may be changed), the month it is
 * paid (one-off) or the day it starts (recurring), a reason and, if they have one, a document.
 */
export function RequestDrawer({ item, onClose }: { readonly item: PayItemRequest | 'new' | null; readonly onClose: () => void }) {
  const { t } = useTranslation('payItems');
  const { message } = useFeedback();
  const showError = useErrorNotice();
  const format = useFormat();
  const [form] = Form.useForm<Values>();
  const create = useRequestPayItem();
  const update = useUpdatePayItemRequest();
  const policies = useContractQuery(listRequestablePayItemPolicies, undefined, { enabled: item !== null });
  const existing = item === 'new' ? null : item;
  const policyId = Form.useWatch('policyId', form);
  const policy: PayItemPolicy | undefined = policies.data?.find((option) => option.id === policyId);
  const fixed = policy !== undefined && policy.amount !== null && !policy.requestAmountEditable;
  const title = existing ? t('requests.editTitle') : t('requests.newTitle');

  useEffect(() => {
    if (item === null) return;
    form.resetFields();
    const today = dayjs().tz(format.region.timezone);
    form.setFieldsValue(
      existing
        ? {
            policyId: existing.policyId,
            amount: existing.amount,
            month: existing.effectiveFrom.slice(0, 7),
            from: existing.effectiveFrom,
            reason: existing.reason,
            attachmentFileId: null,
          }
        : { month: today.format('YYYY-MM'), from: today.format('YYYY-MM-DD'), reason: '', attachmentFileId: null },
    );
  }, [item, existing, form, format.region.timezone]);

  const choosePolicy = (id: string) => {
    const chosen = policies.data?.find((option) => option.id === id);
    form.setFieldValue('amount', chosen?.amount ?? null);
  };

  const submit = async (values: Values) => {
    const oneOff = policy?.recurrence === 'oneOff';
    const body = {
      policyId: values.policyId ?? '',
      amount: values.amount ?? '',
      effectiveFrom: oneOff ? `${values.month ?? ''}-01` : (values.from ?? ''),
      reason: values.reason ?? '',
      attachmentFileId: values.attachmentFileId ?? null,
    };
    try {
      if (existing) {
        await update.mutateAsync({ id: existing.id, version: existing.version, ...body });
        message.success(t('requests.changed'));
      } else {
        const saved = await create.mutateAsync(body);
        message.success(t(saved.status === 'approved' ? 'requests.sentApproved' : 'requests.sent'));
      }
      onClose();
    } catch (error) {
      showError(error);
    }
  };
  const required = [{ required: true, message: t('validation:required') }];

  return (
    <FormDrawer
      open={item !== null}
      title={title}
      form={form}
      onClose={onClose}
      width={480}
      footer={{ saving: create.isPending || update.isPending }}
    >
      <Form form={form} layout="vertical" name="pay-item-request" onFinish={submit} aria-label={title}>
        <Form.Item name="policyId" label={t('fields.policyId')} rules={required}>
          <Select
            autoFocus
            loading={policies.isLoading}
            onChange={choosePolicy}
            notFoundContent={t('requests.noPolicies')}
            options={(policies.data ?? []).map((option) => ({
              value: option.id,
              label: `${option.name} (${t(`recurrences.${option.recurrence}`)})`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('fields.amount')}
          extra={fixed ? t('requests.fixedAmount') : undefined}
          rules={[
            ...required,
            {
              validator: (_rule, value?: string | null) =>
                !value || (AMOUNT.test(value) && /[1-9]/.test(value))
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('validation:requiredValidNumber'))),
            },
          ]}
        >
          <CurrencyInput style={{ width: '100%' }} disabled={fixed} />
        </Form.Item>
        {policy?.recurrence === 'oneOff' ? (
          <Form.Item name="month" label={t('requests.paidIn')} rules={required}>
            <MonthInput style={{ width: '100%' }} />
          </Form.Item>
        ) : (
          <Form.Item name="from" label={t('requests.from')} rules={required}>
            <DateInput style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={t('fields.reason')}
          rules={[{ required: true, whitespace: true, message: t('validation:required') }]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
        </Form.Item>
        <Form.Item
          name="attachmentFileId"
          label={t('fields.attachment')}
          extra={existing?.hasAttachment ? t('requests.keepsDocument') : t('requests.documentHelp')}
        >
          <AttachmentInput />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
