import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Card, Form, Grid, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { CreateEmployeeBodySchema, EMPLOYMENT_TYPE, type FieldLevel } from '@tenaga/contracts';
import { Page } from '../../../../components/page/page.tsx';
import { SchemaForm } from '../../../../components/form/schema-form.tsx';
import { DirtyFormsScope } from '../../../../components/unsaved-changes.tsx';
import { useWizard, WizardButtons, WizardSteps } from '../../../../components/wizard-steps/wizard-steps.tsx';
import { useFeedback } from '../../../../components/feedback/notices.tsx';
import { useMenuAccess } from '../../../../lib/session-context.tsx';
import { useEmployeeFieldLevels } from '../../api/employees.queries.ts';
import { useCreateEmployee } from '../../api/employees.mutations.ts';
import { buildCreateBody, type AddEmployeeValues } from '../../model/create-body.ts';
import { applyServerErrors } from '../../model/apply-server-errors.ts';
import type { FormPath } from '../../model/form-errors.ts';
import { profilePath } from '../profile-path.ts';
import { RecordFieldInputs } from '../record/record-fields.tsx';
import { PERSONAL_GROUPS } from '../record/personal-fields.tsx';
import { JOB_GROUPS } from '../record/job-fields.tsx';
import { PAYMENT_GROUPS } from '../record/payment-fields.tsx';
import { DeploymentFields } from '../record/deployment-fields.tsx';
import { useFieldContext } from '../record/use-field-context.ts';
import { useEmployeeCustomFields } from '../record/use-employee-custom-fields.ts';
import { AccountFields } from './account-fields.tsx';
import { CustomFieldInputs } from './custom-field-inputs.tsx';

type StepKey = 'personal' | 'job' | 'payment' | 'others' | 'deployments' | 'account';

const INITIAL_VALUES: AddEmployeeValues = { job: { employmentType: EMPLOYMENT_TYPE.fullTime }, deployments: [], withAccount: false };

/**
 * Add employee (spec §3 creation form): one form in steps (personal, job, payment, deployments,
 * and a user account for those who may give one). Each step is checked before the next; the
 * server's field errors come back onto their fields, on their step. On success: the new profile.
 */
export default function EmployeeAddPage() {
  const { t } = useTranslation('employees');
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [form] = Form.useForm<AddEmployeeValues>();
  const levels = useEmployeeFieldLevels();
  const create = useCreateEmployee();
  const mayGiveAccount = useMenuAccess('users') === 'edit';
  const levelOf = (field: string): FieldLevel => levels.data?.[field] ?? 'none';
  const custom = useEmployeeCustomFields();
  const steps: StepKey[] = [
    'personal',
    'job',
    'payment',
    ...(custom.fields.length ? (['others'] as const) : []),
    ...(levelOf('deployments') === 'edit' ? (['deployments'] as const) : []),
    ...(mayGiveAccount ? (['account'] as const) : []),
  ];

  const wizard = useWizard({
    count: steps.length,
    beforeNext: async ({ from }) => {
      try {
        await form.validateFields([[steps[from]!]], { recursive: true });
        return true;
      } catch {
        message.warning(t('validation:completeFieldMsg'));
        return false;
      }
    },
  });

  // A new step starts at its top, not where the Next button was.
  const top = useRef<HTMLDivElement>(null);
  const step = wizard.current;
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    top.current?.scrollIntoView({ block: 'start' });
  }, [step]);
  const phone = !(Grid.useBreakpoint().md ?? true);

  const personal = useFieldContext(['personal']);
  const job = useFieldContext(['job']);
  const payment = useFieldContext(['payment']);

  // The company's first identification document is the usual one: chosen until the user picks another.
  const firstType = personal.options.identificationTypes[0]?.value;
  useEffect(() => {
    if (firstType && !form.getFieldValue(['personal', 'identificationType']))
      form.setFieldValue(['personal', 'identificationType'], firstType);
  }, [firstType, form]);

  const showFieldOf = (name: FormPath) => {
    const step = steps.indexOf(name[0] as StepKey);
    void wizard
      .goTo(step >= 0 ? step : wizard.current)
      .then(() => window.requestAnimationFrame(() => form.scrollToField(name, { block: 'center' })));
  };

  const finish = async () => {
    try {
      await form.validateFields({ recursive: true });
    } catch (error) {
      const first = (error as { errorFields?: { name: FormPath }[] }).errorFields?.[0];
      if (first) showFieldOf(first.name);
      message.warning(t('validation:completeFieldMsg'));
      return;
    }
    form.submit();
  };

  const submit = async (values: AddEmployeeValues) => {
    try {
      const { id } = await create.mutateAsync(buildCreateBody(values, custom.fields));
      message.success(t('add.added'));
      setCreated(id);
    } catch (error) {
      const [first] = applyServerErrors(form, error, { collapse: [['personal', 'phones']] });
      if (first) showFieldOf(first.name);
      throw error;
    }
  };

  // Leave for the new profile once the guard knows the form is saved (its report goes through a render).
  const [created, setCreated] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    if (created && !dirty) void navigate(profilePath(created), { replace: true });
  }, [created, dirty, navigate]);

  const panel = (key: StepKey) => ({ hidden: steps[wizard.current] !== key, role: 'region', 'aria-label': t(`steps.${key}`) });

  return (
    <Page title={t('menu:employeeAdd')}>
      {levels.isPending || custom.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <div ref={top} style={{ display: 'flex', flexDirection: 'column', gap: 16, scrollMarginTop: 16 }}>
          <WizardSteps wizard={wizard} steps={steps.map((key) => ({ title: t(`steps.${key}`) }))} />
          <Card size={phone ? 'small' : undefined}>
            <DirtyFormsScope onDirtyChange={setDirty}>
              <SchemaForm<typeof CreateEmployeeBodySchema, AddEmployeeValues>
                schema={CreateEmployeeBodySchema}
                form={form}
                initialValues={INITIAL_VALUES}
                onSubmit={submit}
                aria-label={t('menu:employeeAdd')}
                name="employee-add"
              >
                <div {...panel('personal')}>
                  <RecordFieldInputs groups={PERSONAL_GROUPS} context={personal} levelOf={levelOf} creating />
                </div>
                <div {...panel('job')}>
                  <RecordFieldInputs groups={JOB_GROUPS} context={job} levelOf={levelOf} creating />
                </div>
                <div {...panel('payment')}>
                  <RecordFieldInputs groups={PAYMENT_GROUPS} context={payment} levelOf={levelOf} creating />
                </div>
                {steps.includes('others') && (
                  <div {...panel('others')}>
                    <CustomFieldInputs fields={custom.fields} />
                  </div>
                )}
                {steps.includes('deployments') && (
                  <div {...panel('deployments')}>
                    <DeploymentFields />
                  </div>
                )}
                {steps.includes('account') && (
                  <div {...panel('account')}>
                    <AccountFields />
                  </div>
                )}
              </SchemaForm>
            </DirtyFormsScope>
          </Card>
          <WizardButtons wizard={wizard} onFinish={finish} finishText={t('add.submit')} finishLoading={create.isPending} />
        </div>
      )}
    </Page>
  );
}
