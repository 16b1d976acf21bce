import { Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Card, Form, Grid, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldLevel } from '@tenaga/contracts/access';
import { EMPLOYMENT_TYPE } from '@tenaga/contracts/modules/employees/filters';
import { CreateEmployeeBodySchema } from '@tenaga/contracts/modules/employees/record';
import { getNextEmploymentNumber } from '@tenaga/contracts/modules/employees/availability';
import { Page } from '../../../../components/page/page.tsx';
import { SchemaForm } from '../../../../components/form/schema-form.tsx';
import { DirtyFormsScope } from '../../../../components/unsaved-changes.tsx';
import { useWizard, WizardButtons, WizardSteps } from '../../../../components/wizard-steps/wizard-steps.tsx';
import { useFeedback } from '../../../../components/feedback/notices.tsx';
import { useMenuAccess, useMenuAccessOf } from '../../../../lib/session-context.tsx';
import { useAddEmployeeSteps } from '../../../../lib/add-employee-steps.ts';
import { useContractQuery } from '../../../../lib/contract-query.ts';
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
import { availabilityRules } from './availability-rules.ts';
import { CustomFieldInputs } from './custom-field-inputs.tsx';

type StepKey = 'personal' | 'job' | 'payment' | 'others' | 'deployments' | 'account' | (string & {});

/** The added steps' parts that were given (a step left empty adds nothing to the body). */
const withoutEmpty = (parts: Record<string, unknown>) => Object.fromEntries(Object.entries(parts).filter(([, part]) => part !== undefined));

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
  const accessOf = useMenuAccessOf();
  const addedSteps = useAddEmployeeSteps().filter((added) => accessOf(added.menu) === 'edit');
  const levelOf = (field: string): FieldLevel => levels.data?.[field] ?? 'none';
  const custom = useEmployeeCustomFields();
  const steps: StepKey[] = [
    'personal',
    'job',
    'payment',
    ...(custom.fields.length ? (['others'] as const) : []),
    ...(levelOf('deployments') === 'edit' ? (['deployments'] as const) : []),
    ...addedSteps.map((added) => added.key),
    ...(mayGiveAccount ? (['account'] as const) : []),
  ];

  // The notice says how many fields need attention; the generic message only when none is named.
  const warnOf = (error: unknown) => {
    const count = (error as { errorFields?: unknown[] }).errorFields?.length ?? 0;
    message.warning(count ? t('validation:fieldsNeedAttention', { count }) : t('validation:completeFieldMsg'));
  };

  const wizard = useWizard({
    count: steps.length,
    beforeNext: async ({ from }) => {
      try {
        await form.validateFields([[steps[from]!]], { recursive: true });
        return true;
      } catch (error) {
        warnOf(error);
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

  const stepOf = (name: FormPath) => {
    const index = steps.indexOf(name[0] as StepKey);
    return index >= 0 ? index : steps.length;
  };

  // The next free employment number, filled in until the user types their own.
  const nextNumber = useContractQuery(getNextEmploymentNumber, undefined, { enabled: levelOf('employmentNumber') === 'edit' });
  const suggested = nextNumber.data?.employmentNumber;
  useEffect(() => {
    if (suggested && !form.getFieldValue(['job', 'employmentNumber']) && !form.isFieldTouched(['job', 'employmentNumber']))
      form.setFieldValue(['job', 'employmentNumber'], suggested);
  }, [suggested, form]);
  const live = availabilityRules(form, t);

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
      warnOf(error);
      return;
    }
    form.submit();
  };

  const submit = async (values: AddEmployeeValues) => {
    try {
      const parts = Object.fromEntries(addedSteps.map((added) => [added.key, added.bodyOf(values[added.key])]));
      const { id } = await create.mutateAsync({ ...buildCreateBody(values, custom.fields), ...withoutEmpty(parts) });
      message.success(t('add.added'));
      setCreated(id);
    } catch (error) {
      const fields = applyServerErrors(form, error, { collapse: [['personal', 'phones']] });
      // The first in the wizard's order, whatever order the server named them in.
      const first = [...fields].sort((a, b) => stepOf(a.name) - stepOf(b.name))[0];
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

  const titleOf = (key: StepKey) => {
    const added = addedSteps.find((step) => step.key === key);
    return added ? t(added.titleKey) : t(`steps.${key}`);
  };
  const panel = (key: StepKey) => ({ hidden: steps[wizard.current] !== key, role: 'region', 'aria-label': titleOf(key) });

  return (
    <Page title={t('menu:employeeAdd')}>
      {levels.isPending || custom.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <div ref={top} style={{ display: 'flex', flexDirection: 'column', gap: 16, scrollMarginTop: 16 }}>
          <WizardSteps wizard={wizard} steps={steps.map((key) => ({ title: titleOf(key) }))} />
          <Card size={phone ? 'small' : undefined}>
            <DirtyFormsScope onDirtyChange={setDirty}>
              <SchemaForm<typeof CreateEmployeeBodySchema, AddEmployeeValues>
                schema={CreateEmployeeBodySchema}
                form={form}
                initialValues={INITIAL_VALUES}
                onSubmit={submit}
                aria-label={t('menu:employeeAdd')}
                name="employee-add"
                enterSaves={false}
              >
                <div {...panel('personal')}>
                  <RecordFieldInputs groups={PERSONAL_GROUPS} context={personal} levelOf={levelOf} creating liveRules={live} />
                </div>
                <div {...panel('job')}>
                  <RecordFieldInputs groups={JOB_GROUPS} context={job} levelOf={levelOf} creating liveRules={live} />
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
                {addedSteps.map((added) => (
                  <div key={added.key} {...panel(added.key)}>
                    <Suspense fallback={<Skeleton active />}>
                      <added.Component />
                    </Suspense>
                  </div>
                ))}
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
