import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { employeeAvailability } from '../../api/employees.queries.ts';

/**
 * The add form's live uniqueness checks (spec §5: availability is checked by a call), by field name
 * for RecordFieldInputs: the employment number and the identification number, each checked at its
 * step as it is typed, so a duplicate is not news at the last step.
 */
export function availabilityRules(form: FormInstance, t: TFunction): Record<string, Rule[]> {
  const stillTyped = (path: string[], value: string) => form.getFieldValue(path) === value;
  return {
    employmentNumber: [
      {
        validator: async (_, value: unknown) => {
          if (typeof value !== 'string' || !value.trim()) return;
          const answer = await employeeAvailability({ employmentNumber: value.trim() });
          // An answer about what was typed before is no longer news.
          if (answer.employmentNumber === false && stillTyped(['job', 'employmentNumber'], value))
            throw new Error(t('validation:employmentNumberTaken'));
        },
      },
    ],
    identificationNumber: [
      {
        validator: async (_, value: unknown) => {
          const type: unknown = form.getFieldValue(['personal', 'identificationType']);
          if (typeof value !== 'string' || !value.trim() || typeof type !== 'string' || !type) return;
          const answer = await employeeAvailability({ identificationType: type, identificationNumber: value.trim() });
          if (answer.identificationNumber === false && stillTyped(['personal', 'identificationNumber'], value))
            throw new Error(t('validation:identificationTaken'));
        },
      },
    ],
  };
}
