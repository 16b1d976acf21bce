import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  EmploymentContractBodySchema,
  FIXED_TERM_TYPES,
  NOTICE_UNITS,
  type ContractType,
  type EmploymentContractBody,
  type EmploymentContractTerm,
} from '@tenaga/contracts/modules/employment-terms.contracts';
import { AppModal } from '../../../components/modal/modal.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { useRenewContract, useSaveContract } from '../api/employment-terms.api.ts';
import { dayAfter } from '../model/dates.ts';

export type TermDialog =
  | { readonly mode: 'add' }
  | { readonly mode: 'edit'; readonly term: EmploymentContractTerm }
  | { readonly mode: 'renew'; readonly term: EmploymentContractTerm };

type TermValues = Partial<Record<keyof EmploymentContractBody, unknown>> & Record<string, unknown>;

function initialValuesOf(dialog: TermDialog | null, types: readonly ContractType[]): TermValues {
  if (!dialog || dialog.mode === 'add') return { contractType: types[0], noticeValue: 1, noticeUnit: 'month', notes: '' };
  const { term } = dialog;
  const base = {
    contractType: term.contractType,
    noticeValue: term.noticeValue,
    noticeUnit: term.noticeUnit,
    notes: dialog.mode === 'edit' ? term.notes : '',
  };
  if (dialog.mode === 'edit')
    return {
      ...base,
      startDate: term.startDate,
      endDate: term.endDate,
      probationEndDate: term.probationEndDate,
      confirmationDate: term.confirmationDate,
    };
  // A renewal follows the current term: from the day after it ends, its type and notice kept.
  return {
    ...base,
    startDate: term.endDate ? dayAfter(term.endDate) : undefined,
    endDate: null,
    probationEndDate: null,
    confirmationDate: null,
  };
}

/** Adds the first term, changes the current one (at the version read), or renews it. */
export function ContractTermModal({
  employeeId,
  types,
  dialog,
  onClose,
}: {
  readonly employeeId: string;
  readonly types: readonly ContractType[];
  readonly dialog: TermDialog | null;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('employmentTerms');
  const { message } = useFeedback();
  const save = useSaveContract();
  const renew = useRenewContract();
  const [form] = Form.useForm<TermValues>();
  const contractType = Form.useWatch('contractType', form) as ContractType | undefined;
  const endRequired = contractType !== undefined && FIXED_TERM_TYPES.includes(contractType);
  const title =
    !dialog || dialog.mode === 'add' ? t('contract.add') : dialog.mode === 'edit' ? t('contract.edit') : t('contract.renewTitle');
  // The current type stays offered even when the company's country no longer lists it.
  const offered =
    dialog && dialog.mode !== 'add' && !types.includes(dialog.term.contractType) ? [...types, dialog.term.contractType] : types;

  const submit = async (values: TermValues) => {
    const body = EmploymentContractBodySchema.parse(values);
    if (dialog?.mode === 'renew') {
      await renew.mutateAsync({ ...body, employeeId });
      message.success(t('contract.renewed'));
    } else if (dialog?.mode === 'edit') {
      await save.mutateAsync({ ...body, employeeId, id: dialog.term.id, version: dialog.term.version });
      message.success(t('contract.saved'));
    } else {
      await save.mutateAsync({ ...body, employeeId });
      message.success(t('contract.saved'));
    }
  };

  return (
    <AppModal
      open={dialog !== null}
      title={title}
      onClose={onClose}
      onSubmit={() => form.submit()}
      submitLoading={save.isPending || renew.isPending}
      width={640}
    >
      <SchemaForm<typeof EmploymentContractBodySchema, TermValues>
        schema={EmploymentContractBodySchema}
        form={form}
        initialValues={initialValuesOf(dialog, types)}
        onSubmit={submit}
        onSaved={onClose}
        name="employment-contract-term"
        aria-label={title}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <SchemaField name="contractType" label={t('contract.fields.contractType')}>
              <Select options={offered.map((type) => ({ value: type, label: t(`contract.types.${type}`) }))} />
            </SchemaField>
          </Col>
          <Col xs={24} sm={12}>
            <SchemaField name="startDate" label={t('contract.fields.startDate')}>
              <DateInput style={{ width: '100%' }} />
            </SchemaField>
          </Col>
          <Col xs={24} sm={12}>
            <SchemaField
              name="endDate"
              label={t('contract.fields.endDate')}
              required={endRequired}
              rules={endRequired ? [{ required: true, message: t('validation:required') }] : []}
            >
              <DateInput style={{ width: '100%' }} allowClear />
            </SchemaField>
          </Col>
          <Col xs={24} sm={12}>
            <SchemaField name="probationEndDate" label={t('contract.fields.probationEndDate')}>
              <DateInput style={{ width: '100%' }} allowClear />
            </SchemaField>
          </Col>
          <Col xs={24} sm={12}>
            <SchemaField name="confirmationDate" label={t('contract.fields.confirmationDate')}>
              <DateInput style={{ width: '100%' }} allowClear />
            </SchemaField>
          </Col>
          <Col xs={12} sm={6}>
            <SchemaField name="noticeValue" label={t('contract.fields.noticeValue')}>
              <InputNumber min={0} max={365} precision={0} style={{ width: '100%' }} />
            </SchemaField>
          </Col>
          <Col xs={12} sm={6}>
            <SchemaField name="noticeUnit" label={t('contract.fields.noticeUnit')}>
              <Select options={NOTICE_UNITS.map((unit) => ({ value: unit, label: t(`contract.noticeUnits.${unit}`) }))} />
            </SchemaField>
          </Col>
          <Col xs={24}>
            <SchemaField name="notes" label={t('contract.fields.notes')}>
              <Input.TextArea rows={2} />
            </SchemaField>
          </Col>
        </Row>
      </SchemaForm>
    </AppModal>
  );
}
