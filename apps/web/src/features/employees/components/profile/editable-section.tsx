import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldLevel } from '@tenaga/contracts/access';
import { getCompanyPreference } from '@tenaga/contracts/modules/companies.contracts';
import type { LinkedEmployee } from '@tenaga/contracts/modules/employees/profile';
import { JobSectionSchema, PaymentSectionSchema, PersonalSectionSchema } from '@tenaga/contracts/modules/employees/record';
import { QueryState } from '../../../../components/page/page.tsx';
import { SchemaForm } from '../../../../components/form/schema-form.tsx';
import { useFeedback } from '../../../../components/feedback/notices.tsx';
import { useContractQuery } from '../../../../lib/contract-query.ts';
import { useAuthenticatedSession } from '../../../../lib/session-context.tsx';
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
import { SectionCard } from '../../../../components/section-card/section-card.tsx';
import { PendingBankChange } from './pending-bank-change.tsx';
import { EditButton, EditFooter, useSectionEditing } from './section-editing.tsx';

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
  const { editing, start, stop, editButton, formArea, onKeyDown } = useSectionEditing(form);
  const { anchor, groups, schema } = SECTIONS[section];
  const { me } = useAuthenticatedSession();
  const ownBankAccount = section === 'payment' && employeeId === me.userInfo.employeeID;
  // Whether one's own bank account change waits for approval: the hint says so before saving (the record's options read it too).
  const preference = useContractQuery(getCompanyPreference);

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
      let saved: Awaited<ReturnType<typeof save.mutateAsync>>;
      try {
        saved = await save.mutateAsync({ id: employeeId, version: query.data!.version, ...changes });
      } catch (error) {
        applyServerErrors(form, error, { collapse: [['phones']] });
        throw error;
      }
      message.success(t('bankChangePending' in saved && saved.bankChangePending ? 'bankChange.sentForApproval' : 'profile.saved'));
    }
  };

  return (
    <SectionCard
      id={anchor}
      title={t(`sections.${section}`)}
      extra={editable && !editing && !loading && <EditButton ref={editButton} section={t(`sections.${section}`)} onClick={start} />}
    >
      <QueryState isPending={loading} error={query.error} onRetry={() => void query.refetch()}>
        {editing ? (
          <div ref={formArea} onKeyDown={onKeyDown}>
            <SchemaForm
              schema={schema}
              form={form}
              initialValues={initialValues}
              onSubmit={submit}
              onSaved={stop}
              aria-label={t(`sections.${section}`)}
              name={`employee-${section}`}
            >
              {ownBankAccount && levelOf('accountNumber') === 'edit' && (
                // A change to where one's own pay goes is told to HR, or waits for approval (the server decides).
                <Alert
                  type="info"
                  showIcon
                  title={t(preference.data?.bankChangeApproval ? 'bankChange.selfHintApproval' : 'bankChange.selfHint')}
                  style={{ marginBottom: 16 }}
                />
              )}
              <RecordFieldInputs groups={groups} context={context} levelOf={levelOf} />
              <EditFooter form={form} saving={save.isPending} onCancel={stop} />
            </SchemaForm>
          </div>
        ) : (
          <>
            {section === 'payment' && <PendingBankChange employeeId={employeeId} context={context} />}
            <RecordFieldValues groups={groups} context={context} levelOf={levelOf} values={initialValues} />
          </>
        )}
      </QueryState>
    </SectionCard>
  );
}
