import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Grid, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  countEmployees,
  employeeTable,
  EMPLOYEE_STATUS,
  getCompanyPreference,
  listEmployeeFilters,
  listEmployeeOptions,
  type EmployeeListStatus,
  type EmployeeRow,
  type FilterQuery,
} from '@tenaga/contracts';
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
import { CustomColumnsChooser, useCustomColumns } from './list/custom-columns.tsx';

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
  const custom = useCustomColumns(userKey);

  const masked = preference.data?.ICNumberMasking ?? true;
  const noEmployees = counts.data !== undefined && counts.data.active + counts.data.archived === 0;

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
            <CustomColumnsChooser fields={custom.fields} chosen={custom.chosen} onChange={custom.setChosen} />
            <ExportMenu title={t('export.title')} start={(exportFormat) => startEmployeeExport(view, exportFormat)} />
          </>
        )}
        columns={[
          ...(phone ? [] : [{ key: 'employmentNumber', title: t('fields.employmentNumber'), sortable: true }]),
          {
            key: 'fullName',
            title: t('list.name'),
            sortable: true,
            render: (row) => (
              <>
                <Space size={6} wrap>
                  <Link to={profilePath(row.id)} onClick={(event) => event.stopPropagation()}>
                    {row.fullName}
                  </Link>
                  {row.cessationDate && <ArchivedTag cessationDate={row.cessationDate} />}
                </Space>
                {/* A phone has room for two columns: the number and job title go under the name. */}
                {phone && (
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {[row.employmentNumber, row.jobTitle].filter(Boolean).join(' · ')}
                  </Typography.Text>
                )}
              </>
            ),
          },
          {
            key: 'identificationNumber',
            title: t('fields.identificationNumber'),
            sortable: true,
            render: (row) =>
              row.identificationNumber ? (masked ? maskIdentificationNumber(row.identificationNumber) : row.identificationNumber) : '—',
          },
          ...(phone
            ? []
            : [
                { key: 'jobTitle', title: t('fields.jobTitleId'), render: (row: EmployeeRow) => row.jobTitle ?? '—' },
                { key: 'department', title: t('fields.departmentId'), render: (row: EmployeeRow) => row.department ?? '—' },
                // Only where the screen has room for a sixth column without scrolling.
                ...(screens.xxl
                  ? [
                      {
                        key: 'hiringDate',
                        title: t('fields.hiringDate'),
                        render: (row: EmployeeRow) => (row.hiringDate ? format.calendarDate(row.hiringDate) : '—'),
                      },
                    ]
                  : []),
              ]),
          ...custom.columns,
        ]}
      />
    </Page>
  );
}
