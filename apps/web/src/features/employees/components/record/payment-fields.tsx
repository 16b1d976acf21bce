import { Input } from 'antd';
import { CONTRIBUTION_RATE_TYPES } from '@tenaga/contracts/modules/employees/record';
import { CurrencyInput } from '../../../../components/currency-input/currency-input.tsx';
import { recordRules } from '../../model/record-rules.ts';
import { ChoiceSelect, labelOf } from './controls.tsx';
import type { FieldContext, FieldGroup } from './field-spec.ts';
import { recordRule, text } from './rule-adapter.ts';

const banks = (context: FieldContext) => context.options.banks.map((bank) => ({ value: bank.value, label: bank.label }));
const rateTypes = (context: FieldContext) =>
  CONTRIBUTION_RATE_TYPES.map((type) => ({ value: type, label: context.t(`contributionRateType.${type}`) }));

/** The payment section (#paymentDetail): how and how much the employee is paid. */
export const PAYMENT_GROUPS: readonly FieldGroup[] = [
  {
    key: 'payment',
    fields: [
      {
        name: 'paymentModeId',
        control: (context, { disabled }) => (
          <ChoiceSelect<number> options={context.options.lists.paymentModes} disabled={disabled} allowClear={false} />
        ),
        display: (value, context) => labelOf(context.options.lists.paymentModes, value),
      },
      {
        name: 'salary',
        control: (context, { disabled }) => <CurrencyInput currency={context.options.currency} disabled={disabled} />,
        display: (value, context) => (typeof value === 'string' ? context.format.money(value, context.options.currency) : null),
        rules: () => [recordRule((value) => recordRules.salary(text(value)))],
      },
      {
        name: 'contributionRateType',
        control: (context, { disabled }) => <ChoiceSelect options={rateTypes(context)} disabled={disabled} />,
        display: (value, context) => labelOf(rateTypes(context), value),
        countries: ['SG'],
      },
    ],
  },
  {
    key: 'bank',
    fields: [
      {
        name: 'bankCode',
        control: (context, { disabled }) => <ChoiceSelect options={banks(context)} disabled={disabled} />,
        display: (value, context) => labelOf(banks(context), value),
      },
      { name: 'accountName', control: (_, { disabled }) => <Input disabled={disabled} autoComplete="off" /> },
      {
        name: 'accountNumber',
        control: (_, { disabled }) => <Input disabled={disabled} inputMode="numeric" autoComplete="off" />,
        dependencies: ['bankCode'],
        rules: (context) => [
          recordRule((value, form) =>
            recordRules.accountNumber({ bankCode: text(form.getFieldValue(context.path('bankCode'))), value: text(value) }),
          ),
        ],
      },
    ],
  },
];
