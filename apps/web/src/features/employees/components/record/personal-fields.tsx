import { Form, Input } from 'antd';
import { maskIdentificationNumber } from '@tenaga/domain';
import { DateInput } from '../../../../components/date-picker/date-picker.tsx';
import { IdentificationNumberInput } from '../../../../components/identification-number-input/identification-number-input.tsx';
import { MultiPhoneInput } from '../../../../components/multi-phone-input/multi-phone-input.tsx';
import { recordRules } from '../../model/record-rules.ts';
import { calendarDate, ChoiceSelect, labelOf } from './controls.tsx';
import type { FieldContext, FieldGroup } from './field-spec.ts';
import { recordRule, text } from './rule-adapter.ts';

/** 'For example S1234567D': the form of a number of the chosen document. */
function IdentificationExample({ context }: { readonly context: FieldContext }) {
  const type = Form.useWatch(context.path('identificationType')) as string | undefined;
  const example = context.options.identificationTypes.find((option) => option.value === type)?.example;
  return example ? context.t('form.example', { example }) : null;
}

const requiresText = (value: unknown, context: FieldContext) =>
  context.options.lists.religions.some((religion) => religion.value === value && religion.requiresText);

/** The personal section (#personalDetail): identity, pass, contact and address. */
export const PERSONAL_GROUPS: readonly FieldGroup[] = [
  {
    key: 'identity',
    fields: [
      {
        name: 'identificationType',
        control: (context, { disabled }) => (
          <ChoiceSelect options={context.options.identificationTypes} disabled={disabled} allowClear={false} />
        ),
        display: (value, context) => labelOf(context.options.identificationTypes, value),
      },
      {
        name: 'identificationNumber',
        control: (context, { disabled }) => <IdentificationNumberInput masked={context.options.masked} disabled={disabled} />,
        display: (value, context) => (typeof value === 'string' && context.options.masked ? maskIdentificationNumber(value) : text(value)),
        dependencies: ['identificationType'],
        help: (context) => <IdentificationExample context={context} />,
        rules: (context) => [
          recordRule((value, form) =>
            recordRules.identificationNumber({
              type: text(form.getFieldValue(context.path('identificationType'))),
              value: text(value),
              today: context.options.today,
            }),
          ),
        ],
      },
      { name: 'firstName', control: (_, { disabled }) => <Input disabled={disabled} autoComplete="off" /> },
      { name: 'lastName', control: (_, { disabled }) => <Input disabled={disabled} autoComplete="off" /> },
      {
        name: 'gender',
        control: (context, { disabled }) => <ChoiceSelect options={context.options.lists.genders} disabled={disabled} />,
        display: (value, context) => labelOf(context.options.lists.genders, value),
      },
      {
        name: 'dateOfBirth',
        // Every date can be picked or typed: one that makes the person too young gets 'Minimum age is 13 years old'
        // (a calendar limit would clear it without a word).
        control: (_, { disabled }) => <DateInput disabled={disabled} style={{ width: '100%' }} />,
        display: calendarDate,
        rules: (context) => [recordRule((value) => recordRules.dateOfBirth({ value: text(value), today: context.options.today }))],
      },
      {
        name: 'nationality',
        control: (context, { disabled }) => <ChoiceSelect options={context.options.nationalities} disabled={disabled} />,
        display: (value, context) => labelOf(context.options.nationalities, value),
      },
      {
        name: 'maritalStatus',
        control: (context, { disabled }) => <ChoiceSelect options={context.options.lists.maritalStatuses} disabled={disabled} />,
        display: (value, context) => labelOf(context.options.lists.maritalStatuses, value),
      },
      {
        name: 'race',
        control: (context, { disabled }) => <ChoiceSelect options={context.options.races} disabled={disabled} />,
        display: (value, context) => labelOf(context.options.races, value),
      },
      {
        name: 'religion',
        control: (context, { disabled }) => <ChoiceSelect options={context.options.lists.religions} disabled={disabled} />,
        display: (value, context) => labelOf(context.options.lists.religions, value),
      },
      {
        name: 'otherReligion',
        control: (_, { disabled }) => <Input disabled={disabled} />,
        shownWhen: { field: 'religion', test: requiresText },
      },
    ],
  },
  {
    key: 'pass',
    fields: [
      {
        name: 'passTypeId',
        control: (context, { disabled }) => <ChoiceSelect<number> options={context.options.passTypes} disabled={disabled} />,
        display: (value, context) => labelOf(context.options.passTypes, value),
      },
      { name: 'passSubtype', control: (_, { disabled }) => <Input disabled={disabled} /> },
      { name: 'passNumber', control: (_, { disabled }) => <Input disabled={disabled} autoComplete="off" /> },
      {
        name: 'passObtainedDate',
        control: (_, { disabled }) => <DateInput disabled={disabled} style={{ width: '100%' }} />,
        display: calendarDate,
      },
      {
        name: 'passValidFrom',
        control: (_, { disabled }) => <DateInput disabled={disabled} style={{ width: '100%' }} />,
        display: calendarDate,
      },
      {
        name: 'passValidTo',
        control: (_, { disabled }) => <DateInput disabled={disabled} style={{ width: '100%' }} />,
        display: calendarDate,
        dependencies: ['passValidFrom'],
        rules: (context) => [
          recordRule((value, form) =>
            recordRules.notBefore({
              earlier: text(form.getFieldValue(context.path('passValidFrom'))),
              later: text(value),
              key: 'validation:endBeforeStart',
            }),
          ),
        ],
      },
    ],
  },
  {
    key: 'contact',
    fields: [
      { name: 'email', control: (_, { disabled }) => <Input type="email" disabled={disabled} autoComplete="off" /> },
      {
        name: 'phones',
        control: (context, { disabled }) => <MultiPhoneInput defaultCountry={context.options.country} disabled={disabled} />,
        display: (value) => (Array.isArray(value) && value.length ? value.join(', ') : null),
        rules: (context) => [
          recordRule(async (value) => {
            const found = await recordRules.phones({
              values: Array.isArray(value) ? (value as string[]) : [],
              country: context.options.country,
            });
            return found?.problem ?? null;
          }),
        ],
      },
      {
        name: 'address',
        control: (_, { disabled }) => <Input.TextArea disabled={disabled} autoSize={{ minRows: 2, maxRows: 5 }} />,
        wide: true,
      },
      { name: 'city', control: (_, { disabled }) => <Input disabled={disabled} /> },
      { name: 'state', control: (_, { disabled }) => <Input disabled={disabled} /> },
      {
        name: 'country',
        control: (context, { disabled }) => <ChoiceSelect options={context.options.nationalities} disabled={disabled} />,
        display: (value, context) => labelOf(context.options.nationalities, value),
      },
      { name: 'postalCode', control: (_, { disabled }) => <Input disabled={disabled} /> },
    ],
  },
];
