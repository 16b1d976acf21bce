import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Grid, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getCompanyPreference } from '@tenaga/contracts/modules/companies.contracts';
import { EMPLOYEE_STATUS, listEmployeeFilters, listEmployeeOptions, type FilterQuery } from '@tenaga/contracts/modules/employees/filters';
import { countEmployees, employeeTable, type EmployeeListStatus, type EmployeeRow } from '@tenaga/contracts/modules/employees/list';
import { maskIdentificationNumber } from '@tenaga/domain';
import { Page } from '../../../components/page/page.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { ExportMenu } from '../../../components/export-menu/export-menu.tsx';
import { startEmployeeExport } from '../api/export-employees.ts';
import { AdvancedFilter, EMPTY_FILTER_QUERY } from '../../../components/advanced-filter/advanced-filter.tsx';
import { EmployeeStatusFilter, type EmployeeStatusValue } from '../../../components/employee-status-filter/employee-status-filter.tsx';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { ArchivedTag } from '../../../components/archived-tag/archived-tag.tsx';
import { profilePath } from './profile-path.ts';
import { CustomValueText } from '../../../components/custom-fields/custom-value-input.tsx';
import type { DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { ColumnChooser, useListColumns } from './list/list-columns.tsx';
import { valueOf } from './list/list-columns.model.ts';

const LIST_STATUS: Record<string, EmployeeListStatus> = {
  [EMPLOYEE_STATUS.active]: 'active',
  [EMPLOYEE_STATUS.archived]: 'archived',
  null: 'all',
};

/** The employee list (spec §3, §9): the table protocol with status, search and the advanced filter. */
export default function EmployeeListPage() {
  const { t } = useTranslation('employees');
  const userKey = useSession().current?.userKey ?? '';
  const navigate = useNavigate();
  const format = useFormat();
  const canAdd = useMenuAccess('employeeAdd') === 'edit';
  const screens = Grid.useBreakpoint();
  const phone = !(screens.md ?? true);
  const counts = useContractQuery(countEmployees);
  const filters = useContractQuery(listEmployeeFilters);
  const preference = useContractQuery(getCompanyPreference);
  const [status, setStatus] = useState<EmployeeStatusValue>(EMPLOYEE_STATUS.active);
  const [filter, setFilter] = useState<FilterQuery>(EMPTY_FILTER_QUERY);
  // The individual employee filter's choices load when its picker first opens.
  const [pickingEmployees, setPickingEmployees] = useState(false);
  const employeeOptions = useContractQuery(listEmployeeOptions, undefined, { enabled: pickingEmployees });
  const listColumns = useListColumns(userKey);

  const masked = preference.data?.ICNumberMasking ?? true;
  const noEmployees = counts.data !== undefined && counts.data.active + counts.data.archived === 0;
  // Codes named as the filter panel names them (the company's country's pass types and payment modes).
  const optionText = (category: string, value: number | null | undefined) =>
    value === null || value === undefined
      ? '—'
      : (filters.data?.find((entry) => entry.category === category)?.options.find((option) => option.value === String(value))?.text ??
        String(value));
  const dash = (text: string | null | undefined) => (text ? text : '—');
  const standard: Record<string, Omit<DataTableColumn<EmployeeRow>, 'key' | 'title'>> = {
    employmentNumber: { sortable: true },
    fullName: {
      sortable: true,
      render: (row) => (
        <>
          <Space size={6} wrap>
            <Link to={profilePath(row.id)} onClick={(event) => event.stopPropagation()}>
              {row.fullName}
            </Link>
            {row.cessationDate && <ArchivedTag cessationDate={row.cessationDate} />}
          </Space>
          {/* A phone shows little at once: the number and job title go under the name when their columns are hidden. */}
          {phone && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {[
                listColumns.shown.includes('employmentNumber') ? null : row.employmentNumber,
                listColumns.shown.includes('jobTitle') ? null : row.jobTitle,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography.Text>
          )}
        </>
      ),
    },
    identificationType: { render: (row) => (row.identificationType ? t(`reference:identificationTypes.${row.identificationType}`) : '—') },
    identificationNumber: {
      sortable: true,
      render: (row) =>
        row.identificationNumber ? (masked ? maskIdentificationNumber(row.identificationNumber) : row.identificationNumber) : '—',
    },
    email: { render: (row) => dash(row.email) },
    phones: { render: (row) => dash(row.phones?.join(', ')) },
    jobTitle: { render: (row) => dash(row.jobTitle) },
    department: { render: (row) => dash(row.department) },
    category: { render: (row) => dash(row.category) },
    locations: { render: (row) => dash(row.locations?.join(', ')) },
    hiringDate: { render: (row) => (row.hiringDate ? format.calendarDate(row.hiringDate) : '—') },
    employmentType: { render: (row) => t(`employmentType.${row.employmentType}`) },
    passType: { render: (row) => optionText('passType', row.passTypeId) },
    paymentMode: { render: (row) => optionText('paymentMode', row.paymentModeId) },
    source: { render: (row) => t(`source.${row.source}`) },
    status: { render: (row) => (row.cessationDate ? <ArchivedTag cessationDate={row.cessationDate} /> : t('status.active')) },
  };
  const fieldOf = (key: string) => listColumns.fields.find((field) => `custom.${field.id}` === key);
  const titleOf = (key: string) => fieldOf(key)?.label ?? t(`export.columns.${key}`);
  const columns: DataTableColumn<EmployeeRow>[] = listColumns.shown.flatMap((key): DataTableColumn<EmployeeRow>[] => {
    const field = fieldOf(key);
    if (field) return [{ key, title: field.label, render: (row) => <CustomValueText field={field} value={valueOf(row, field.id)} /> }];
    return standard[key] ? [{ key, title: titleOf(key), ...standard[key] }] : [];
  });

  return (
    <Page
      title={t('menu:employeeList')}
      extra={
        canAdd && (
          <Link to="/employees/add">
            <Button type="primary" icon={<PlusOutlined aria-hidden />}>
              {t('add.open')}
            </Button>
          </Link>
        )
      }
    >
      <Space direction="vertical" size={12} style={{ width: '100%', marginBottom: 12 }}>
        <EmployeeStatusFilter value={status} onChange={setStatus} counts={counts.data} />
        <AdvancedFilter
          categories={filters.data ?? []}
          loading={filters.isPending}
          value={filter}
          onChange={setFilter}
          employees={{
            options: employeeOptions.data ?? [],
            loading: pickingEmployees && employeeOptions.isPending,
            onOpen: () => setPickingEmployees(true),
          }}
        />
      </Space>
      <DataTable
        contract={employeeTable}
        rowKey="id"
        emptyText={noEmployees ? t('list.emptyNone') : t('list.emptyNoMatch')}
        defaultSort={{ key: 'fullName', dir: 'asc' }}
        filter={{ filter, status: LIST_STATUS[String(status)] }}
        onRowClick={(row) => void navigate(profilePath(row.id))}
        toolbar={(view) => (
          <>
            <ColumnChooser
              available={listColumns.available}
              shown={listColumns.shown}
              fields={listColumns.fields}
              titleOf={titleOf}
              onChange={listColumns.setShown}
            />
            <ExportMenu title={t('export.title')} start={(exportFormat) => startEmployeeExport(view, exportFormat)} />
          </>
        )}
        columns={columns}
      />
    </Page>
  );
}
