import { Button, Form, Input, Modal, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { listEmployeeOptions } from '@tenaga/contracts/modules/employees/filters';
import { CreateDepartmentBodySchema, CreateOrganisationItemBodySchema } from '@tenaga/contracts/modules/organisation.contracts';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';

type Values = { name?: string; headEmployeeId?: string | null };

/** A department's head: the field's texts and the head it has now. */
export interface HeadField {
  readonly label: string;
  readonly help: string;
  readonly current: { readonly id: string; readonly name: string } | null;
}

/**
 * Adds or renames one item of a list: a name (and a department's head), saved with Enter or the
 * button. Closing with a change asks first (confirmCloseModalMsg).
 */
export function NameModal(props: {
  readonly item: { readonly name: string } | 'new' | null;
  readonly title: string;
  readonly label: string;
  /** A department also names its head, one of the company's employees (those who have not left, and the current head). */
  readonly head?: HeadField | null;
  readonly onClose: () => void;
  /** Saves the values; resolves with the message to show. */
  readonly onSubmit: (values: { name: string; headEmployeeId?: string | null }) => Promise<string>;
}) {
  const { t } = useTranslation('organisation');
  const { message, modal } = useFeedback();
  const [form] = Form.useForm<Values>();
  const open = props.item !== null;
  const head = props.head ?? null;
  const employees = useContractQuery(listEmployeeOptions, undefined, { enabled: open && head !== null });
  const headOptions = (employees.data ?? [])
    .filter((employee) => !employee.cessationDate || employee.id === head?.current?.id)
    .map((employee) => ({ value: employee.id, label: employee.text }));
  if (head?.current && !employees.data) headOptions.push({ value: head.current.id, label: head.current.name });

  const requestClose = () => {
    if (!form.isFieldsTouched()) return props.onClose();
    modal.confirm({
      title: t('common:confirmation'),
      content: t('common:confirmCloseModalMsg'),
      okText: t('common:close'),
      cancelText: t('common:cancel'),
      onOk: props.onClose,
    });
  };

  return (
    <Modal
      open={open}
      title={props.title}
      onCancel={requestClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={requestClose}>{t('common:cancel')}</Button>
          <Button type="primary" onClick={() => form.submit()}>
            {t('common:save')}
          </Button>
        </Space>
      }
    >
      {open && (
        <SchemaForm
          schema={head ? CreateDepartmentBodySchema : CreateOrganisationItemBodySchema}
          form={form}
          name="organisation-name"
          initialValues={props.item === 'new' ? {} : { name: props.item!.name, headEmployeeId: head?.current?.id }}
          guardUnsaved={false}
          aria-label={props.title}
          onSubmit={async (values: Values) =>
            message.success(
              await props.onSubmit({ name: values.name ?? '', ...(head ? { headEmployeeId: values.headEmployeeId ?? null } : {}) }),
            )
          }
          onSaved={props.onClose}
        >
          <SchemaField name="name" label={props.label}>
            <Input autoComplete="off" autoFocus maxLength={100} />
          </SchemaField>
          {head && (
            <SchemaField name="headEmployeeId" label={head.label} extra={head.help}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                loading={employees.isPending}
                options={headOptions}
                placeholder={t('lists.departments.noHead')}
              />
            </SchemaField>
          )}
        </SchemaForm>
      )}
    </Modal>
  );
}
