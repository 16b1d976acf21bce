import { useState } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { JobSectionSchema, PaymentSectionSchema, PersonalSectionSchema, type FieldLevel, type LinkedEmployee } from '@tenaga/contracts';
import { QueryState } from '../../../../components/page/page.tsx';
import { SchemaForm } from '../../../../components/form/schema-form.tsx';
import { useFeedback } from '../../../../components/feedback/notices.tsx';
import { useEmployeeSection, type EmployeeSection } from '../../api/employees.queries.ts';
import { useSaveSection } from '../../api/employees.mutations.ts';
import { applyServerErrors } from '../../model/apply-server-errors.ts';
import { changedFields } from '../../model/section-changes.ts';
import { fieldNames, type FieldContext, type FieldGroup } from '../record/field-spec.ts';
import { JOB_GROUPS } from '../record/job-fields.tsx';
import { PAYMENT_GROUPS } from '../record/payment-fields.tsx';
import { PERSONAL_GROUPS } from '../record/personal-fields.tsx';
import { RecordFieldInputs, RecordFieldValues } from '../record/record-fields.tsx';
import { useFieldContext } from '../record/use-field-context.ts';
import { SectionCard } from './section-card.tsx';
import { EditButton, EditFooter } from './section-editing.tsx';

const SECTIONS = {
  personal: { anchor: 'personalDetail', groups: PERSONAL_GROUPS, schema: PersonalSectionSchema },
  job: { anchor: 'jobDetail', groups: JOB_GROUPS, schema: JobSectionSchema },
  payment: { anchor: 'paymentDetail', groups: PAYMENT_GROUPS, schema: PaymentSectionSchema },
} as const satisfies Record<EmployeeSection, { anchor: string; groups: readonly FieldGroup[]; schema: unknown }>;

/**
 * The manager the section read names, among the employees to choose from when the caller's list
 * lacks them (a role without the employee list, on My profile): shown by name, never as an id.
 */
function withManager(context: FieldContext, manager: LinkedEmployee | null | undefined): FieldContext {
  if (!manager || context.options.employees.some((option) => option.value === manager.id)) return context;
  return {
    ...context,
    options: { ...context.options, employees: [...context.options.employees, { value: manager.id, label: manager.text, archived: false }] },
  };
}

/**
 * One section of the record (personal, job or payment): read-only until Edit, then saved on its
 * own: only the fields that changed, against the version read (a stale save gets the server's
 * conflict message). Fields the caller may not see are left out, those they may only view stay read-only.
 */
export function EditableSection({ employeeId, section }: { readonly employeeId: string; readonly section: EmployeeSection }) {
  const { t } = useTranslation('employees');
  const { message } = useFeedback();
  const query = useEmployeeSection(employeeId, section);
  const save = useSaveSection(section);
  const context = withManager(useFieldContext([]), query.data?.manager);
  const [form] = Form.useForm<Record<string, unknown>>();
  const [editing, setEditing] = useState(false);
  const { anchor, groups, schema } = SECTIONS[section];

  // The section waits for the lists its choices are named from: no code shows, and Edit opens a ready form.
  const loading = query.isPending || context.options.loading;
  const levels = query.data?.levels ?? {};
  const levelOf = (field: string): FieldLevel => levels[field] ?? 'none';
  const editable = fieldNames(groups).some((field) => levelOf(field) === 'edit');
  const initialValues = query.data?.values ?? {};

  const submit = async (values: Record<string, unknown>) => {
    const editableValues = Object.fromEntries(Object.entries(values).filter(([field]) => levelOf(field) === 'edit'));
    const changes = changedFields(initialValues, editableValues);
    if (Object.keys(changes).length > 0) {
      try {
        await save.mutateAsync({ id: employeeId, version: query.data!.version, ...changes });
      } catch (error) {
        applyServerErrors(form, error, { collapse: [['phones']] });
        throw error;
      }
      message.success(t('profile.saved'));
    }
  };

  return (
    <SectionCard
      id={anchor}
      title={t(`sections.${section}`)}
      extra={editable && !editing && !loading && <EditButton section={t(`sections.${section}`)} onClick={() => setEditing(true)} />}
    >
      <QueryState isPending={loading} error={query.error} onRetry={() => void query.refetch()}>
        {editing ? (
          <SchemaForm
            schema={schema}
            form={form}
            initialValues={initialValues}
            onSubmit={submit}
            onSaved={() => setEditing(false)}
            aria-label={t(`sections.${section}`)}
            name={`employee-${section}`}
          >
            <RecordFieldInputs groups={groups} context={context} levelOf={levelOf} />
            <EditFooter form={form} saving={save.isPending} onCancel={() => setEditing(false)} />
          </SchemaForm>
        ) : (
          <RecordFieldValues groups={groups} context={context} levelOf={levelOf} values={initialValues} />
        )}
      </QueryState>
    </SectionCard>
  );
}
