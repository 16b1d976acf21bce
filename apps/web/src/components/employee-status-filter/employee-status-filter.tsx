import { Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_STATUS } from '@tenaga/contracts/modules/employees/filters';
import { useFormat } from '../../lib/format.ts';

/** An employee status (spec §9: 0 active, 1 archived), or null for all employees. */
export type EmployeeStatusValue = (typeof EMPLOYEE_STATUS)[keyof typeof EMPLOYEE_STATUS] | null;

export interface EmployeeStatusFilterProps {
  readonly value: EmployeeStatusValue;
  readonly onChange: (value: EmployeeStatusValue) => void;
  /** Buttons side by side (default), or a select where space is short. */
  readonly variant?: 'segmented' | 'select';
  readonly disabled?: boolean;
  /** How many employees each choice holds; given, each label shows its count ("Active (42)"), All the sum. */
  readonly counts?: EmployeeStatusCounts;
}

export interface EmployeeStatusCounts {
  readonly active: number;
  readonly archived: number;
}

// Segmented and Select need a value for "all"; the caller sees null.
const ALL = 'all';
type Choice = typeof ALL | Exclude<EmployeeStatusValue, null>;

/** Active, Archived or All employees (spec §2 employee status filter). */
export function EmployeeStatusFilter({ value, onChange, variant = 'segmented', disabled, counts }: EmployeeStatusFilterProps) {
  const { t } = useTranslation('widgets');
  const format = useFormat();
  const total = (count: number) => ({ total: format.count(count) });
  const options: { value: Choice; label: string }[] = counts
    ? [
        { value: EMPLOYEE_STATUS.active, label: t('employeeStatus.activeCount', total(counts.active)) },
        { value: EMPLOYEE_STATUS.archived, label: t('employeeStatus.archivedCount', total(counts.archived)) },
        { value: ALL, label: t('employeeStatus.allCount', total(counts.active + counts.archived)) },
      ]
    : [
        { value: EMPLOYEE_STATUS.active, label: t('employeeStatus.active') },
        { value: EMPLOYEE_STATUS.archived, label: t('employeeStatus.archived') },
        { value: ALL, label: t('employeeStatus.all') },
      ];
  const current: Choice = value ?? ALL;
  const change = (next: Choice) => onChange(next === ALL ? null : next);
  return variant === 'select' ? (
    <Select<Choice>
      aria-label={t('employeeStatus.label')}
      value={current}
      options={options}
      onChange={change}
      disabled={disabled}
      style={{ minWidth: 120 }}
    />
  ) : (
    <Segmented<Choice> aria-label={t('employeeStatus.label')} value={current} options={options} onChange={change} disabled={disabled} />
  );
}
