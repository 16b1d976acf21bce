import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { listEmployeeOptions } from '@tenaga/contracts/modules/employees.contracts';
import { getDepartmentOptions, getSiteOptions } from '@tenaga/contracts/modules/organisation.contracts';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';

export interface SelectionValues {
  employeeIds?: string[];
  departmentIds?: string[];
  siteIds?: string[];
}

/** The selection as the contract takes it. */
export const selectionOf = (values: SelectionValues) => ({
  employeeIds: values.employeeIds ?? [],
  departmentIds: values.departmentIds ?? [],
  siteIds: values.siteIds ?? [],
});

/** Whom a bulk assignment reaches: people picked by name, and everyone working in departments or sites. */
export function EmployeeSelectionFields({ open, from }: { readonly open: boolean; readonly from: string | undefined }) {
  const { t } = useTranslation('attendanceSettings');
  // People are offered to those who may list them; departments and sites to everyone.
  const canPickEmployees = useMenuAccess('employeeList') !== undefined;
  const employees = useContractQuery(listEmployeeOptions, { query: {} }, { enabled: open && canPickEmployees });
  const departments = useContractQuery(getDepartmentOptions, {}, { enabled: open });
  const sites = useContractQuery(getSiteOptions, {}, { enabled: open });
  const working = (employees.data ?? []).filter((employee) => employee.cessationDate === null || !from || employee.cessationDate >= from);
  const many = {
    mode: 'multiple' as const,
    allowClear: true,
    showSearch: true,
    optionFilterProp: 'label',
    maxTagCount: 'responsive' as const,
  };
  return (
    <>
      {canPickEmployees && (
        <Form.Item name="employeeIds" label={t('fields.employees')}>
          <Select
            {...many}
            loading={employees.isLoading}
            options={working.map((employee) => ({ value: employee.id, label: employee.text }))}
          />
        </Form.Item>
      )}
      <Form.Item name="departmentIds" label={t('fields.departments')} extra={t('hints.groups')}>
        <Select
          {...many}
          loading={departments.isLoading}
          options={(departments.data ?? []).map((option) => ({ value: option.id, label: option.text }))}
        />
      </Form.Item>
      <Form.Item name="siteIds" label={t('fields.sites')}>
        <Select
          {...many}
          loading={sites.isLoading}
          options={(sites.data ?? []).map((option) => ({ value: option.id, label: option.text }))}
        />
      </Form.Item>
    </>
  );
}
