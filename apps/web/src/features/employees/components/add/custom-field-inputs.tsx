import { useTranslation } from 'react-i18next';
import { checkCustomFieldValue } from '@tenaga/contracts/modules/custom-fields/rules';
import type { CustomField } from '@tenaga/contracts/modules/custom-fields/schemas';
import { SchemaField } from '../../../../components/form/schema-form.tsx';
import { CustomValueInput } from '../../../../components/custom-fields/custom-value-input.tsx';
import { problemText, toFormValues } from '../../../../components/custom-fields/custom-values.ts';

/**
 * The employee's custom fields on the add form, named `others.<field id>` as the server names
 * their errors; each checked by type as the server checks it (the shared value rules).
 */
export function CustomFieldInputs({ fields }: { readonly fields: readonly CustomField[] }) {
  const { t } = useTranslation('customFields');
  const initial = toFormValues(fields, []);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))', columnGap: 16 }}>
      {fields.map((field) => (
        <SchemaField
          key={field.id}
          name={['others', field.id]}
          label={field.label}
          initialValue={initial[field.id]}
          rules={[
            {
              required: field.required,
              validator: async (_: unknown, value: unknown) => {
                const checked = checkCustomFieldValue(field, value);
                if (!checked.ok) throw new Error(problemText(checked.problem, t));
              },
            },
          ]}
        >
          <CustomValueInput field={field} />
        </SchemaField>
      ))}
    </div>
  );
}
