import { Input, Segmented } from 'antd';
import { EMPLOYMENT_TYPE } from '@tenaga/contracts/modules/employees/filters';
import { DateInput } from '../../../../components/date-picker/date-picker.tsx';
import { recordRules } from '../../model/record-rules.ts';
import { calendarDate, ChoiceSelect, labelOf, nameOf } from './controls.tsx';
import type { FieldContext, FieldGroup } from './field-spec.ts';
import type { RecordOptions } from './use-record-options.ts';
import { recordRule, text } from './rule-adapter.ts';

const employmentTypes = (context: FieldContext) => [
  { value: EMPLOYMENT_TYPE.fullTime, label: context.t('employmentType.0') },
  { value: EMPLOYMENT_TYPE.partTime, label: context.t('employmentType.1') },
];

/** The employees to choose a manager from: those still employed, and the current manager even if they have left (shown by name, not as an id). */
function ManagerSelect({
  options,
  value,
  ...rest
}: {
  readonly options: RecordOptions['employees'];
  readonly disabled: boolean;
  readonly value?: string | null;
  readonly onChange?: (value: string) => void;
  readonly id?: string;
}) {
  return <ChoiceSelect {...rest} value={value} options={options.filter((option) => !option.archived || option.value === value)} />;
}

/** The job section (#jobDetail): employment and where the employee sits in the organisation. */
export const JOB_GROUPS: readonly FieldGroup[] = [
  {
    key: 'employment',
    fields: [
      { name: 'employmentNumber', control: (_, { disabled }) => <Input disabled={disabled} autoComplete="off" /> },
      { name: 'biometricNumber', control: (_, { disabled }) => <Input disabled={disabled} autoComplete="off" /> },
      {
        name: 'employmentType',
        control: (context, { disabled }) => <Segmented<number> options={employmentTypes(context)} disabled={disabled} />,
        display: (value, context) => labelOf(employmentTypes(context), value),
      },
      {
        name: 'hiringDate',
        control: (_, { disabled }) => <DateInput disabled={disabled} style={{ width: '100%' }} />,
        display: calendarDate,
      },
      {
        name: 'confirmationDate',
        control: (_, { disabled }) => <DateInput disabled={disabled} style={{ width: '100%' }} />,
        display: calendarDate,
        dependencies: ['hiringDate'],
        rules: (context) => [
          recordRule((value, form) =>
            recordRules.notBefore({
              earlier: text(form.getFieldValue(context.path('hiringDate'))),
              later: text(value),
              key: 'validation:confirmationBeforeHiring',
            }),
          ),
        ],
      },
    ],
  },
  {
    key: 'organisation',
    fields: [
      {
        name: 'jobTitleId',
        control: (context, { disabled }) => <ChoiceSelect options={context.options.jobTitles} disabled={disabled} />,
        display: (value, context) => nameOf(context.options.jobTitles, value),
      },
      {
        name: 'departmentId',
        control: (context, { disabled }) => <ChoiceSelect options={context.options.departments} disabled={disabled} />,
        display: (value, context) => nameOf(context.options.departments, value),
      },
      {
        name: 'categoryId',
        control: (context, { disabled }) => <ChoiceSelect options={context.options.categories} disabled={disabled} />,
        display: (value, context) => nameOf(context.options.categories, value),
      },
      {
        name: 'commercialSectorId',
        control: (context, { disabled }) => <ChoiceSelect options={context.options.sectors} disabled={disabled} />,
        display: (value, context) => nameOf(context.options.sectors, value),
      },
      {
        name: 'siteId',
        control: (context, { disabled }) => <ChoiceSelect options={context.options.sites} disabled={disabled} />,
        display: (value, context) => nameOf(context.options.sites, value),
      },
      {
        name: 'managerId',
        control: (context, { disabled }) => <ManagerSelect options={context.options.employees} disabled={disabled} />,
        display: (value, context) => nameOf(context.options.employees, value),
      },
    ],
  },
];
