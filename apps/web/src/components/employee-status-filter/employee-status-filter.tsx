import { Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_STATUS } from '@tenaga/contracts';

/** An employee status (spec §9: 0 active, 1 archived), or null for all employees. */
export type EmployeeStatusValue = (typeof EMPLOYEE_STATUS)[keyof typeof EMPLOYEE_STATUS] | null;

export interface EmployeeStatusFilterProps {
  readonly value: EmployeeStatusValue;
  readonly onChange: (value: EmployeeStatusValue) => void;
  /** Buttons side by side (default), or a select where space is short. */
  readonly variant?: 'segmented' | 'select';
  readonly disabled?: boolean;
}

// Segmented and Select need a value for "all"; the caller sees null.
const ALL = 'all';
type Choice = typeof ALL | Exclude<EmployeeStatusValue, null>;

/** Active, Archived or All employees (spec §2 employee status filter). */
export function EmployeeStatusFilter({ value, onChange, variant = 'segmented', disabled }: EmployeeStatusFilterProps) {
  const { t } = useTranslation('widgets');
  const options: { value: Choice; label: string }[] = [
    { value: EMPLOYEE_STATUS.active, label: t('employeeStatus.active') },
    { value: EMPLOYEE_STATUS.archived, label: t('employeeStatus.archived') },
    { value: ALL, label: t('employeeStatus.all') },
  ];
  const current: Choice = value ?? ALL;
  const change = (next: Choice) => onChange(next === ALL ? null : next);
  return variant === 'select' ? (
    <Select<Choice> aria-label={t('employeeStatus.label')} value={current} options={options} onChange={change} disabled={disabled} style={{ minWidth: 120 }} />
  ) : (
    <Segmented<Choice> aria-label={t('employeeStatus.label')} value={current} options={options} onChange={change} disabled={disabled} />
  );
}
