import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_STATUS, listEmployeeFilters, listEmployeeOptions, type FilterQuery } from '@tenaga/contracts/modules/employees/filters';
import { employeeTable, type EmployeeListStatus, type EmployeeRow } from '@tenaga/contracts/modules/employees/list';
import { POWER_EDIT_FIELDS, type PowerEditField } from '@tenaga/contracts/modules/employees/power-edit';
import { Page } from '../../../../components/page/page.tsx';
import { DataTable } from '../../../../components/data-table/data-table.tsx';
import { AdvancedFilter, EMPTY_FILTER_QUERY } from '../../../../components/advanced-filter/advanced-filter.tsx';
import { EmployeeStatusFilter, type EmployeeStatusValue } from '../../../../components/employee-status-filter/employee-status-filter.tsx';
import { useDirtyReport } from '../../../../components/unsaved-changes.tsx';
import { useErrorNotice, useFeedback } from '../../../../components/feedback/notices.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { useFormat } from '../../../../lib/format.ts';
import { useContractQuery } from '../../../../lib/contract-query.ts';
import { useSaveJobRows } from '../../api/employees.mutations.ts';
import { useEmployeeSection } from '../../api/employees.queries.ts';
import { PowerEditCell } from './power-edit-cell.tsx';
import { cellErrors, changeCount, withCell, type PendingChanges } from './pending-changes.ts';
import { usePowerEditOptions, type SelectField } from './use-power-edit-options.ts';

const LIST_STATUS: Record<string, EmployeeListStatus> = {
  [EMPLOYEE_STATUS.active]: 'active',
  [EMPLOYEE_STATUS.archived]: 'archived',
  null: 'all',
};
const SELECT_FIELDS = new Set<PowerEditField>([
  'jobTitleId',
  'departmentId',
  'categoryId',
  'commercialSectorId',
  'siteId',
  'managerId',
  'employmentType',
]);

/** One cell, with the record's job section (its values, the caller's level on each field, its version). */
function JobCell(props: {
  row: EmployeeRow;
  field: PowerEditField;
  pending: PendingChanges;
  errors: Record<string, string> | undefined;
  options: readonly { value: string | number; label: string }[] | undefined;
  onChange: (input: { version: number; value: unknown; original: unknown }) => void;
}) {
  const job = useEmployeeSection(props.row.id, 'job');
  const changes = props.pending.get(props.row.id)?.changes as Record<string, unknown> | undefined;
  const original = job.data?.values[props.field] ?? null;
  return (
    <PowerEditCell
      field={props.field}
      employeeName={props.row.fullName}
      level={job.data?.levels[props.field]}
      original={original}
      changed={changes && props.field in changes ? { value: changes[props.field] } : undefined}
      options={props.options}
      error={props.errors?.[props.field]}
      onChange={(value) => job.data && props.onChange({ version: job.data.version, value, original })}
    />
  );
}

/**
 * Power edit (spec issue 4): the employees of the current filter with their job fields as inline
 * inputs; every change is kept until "Save changes", which saves them all at once or none.
 */
export default function PowerEditPage() {
  const { t } = useTranslation('employees');
  const format = useFormat();
  const { message, modal } = useFeedback();
  const showError = useErrorNotice();
  const filters = useContractQuery(listEmployeeFilters);
  const options = usePowerEditOptions();
  // The same query as the manager column's: loaded once for both.
  const employeeOptions = useContractQuery(listEmployeeOptions);
  const save = useSaveJobRows();
  const [status, setStatus] = useState<EmployeeStatusValue>(EMPLOYEE_STATUS.active);
  const [filter, setFilter] = useState<FilterQuery>(EMPTY_FILTER_QUERY);
  const [pending, setPending] = useState<PendingChanges>(new Map());
  const [errors, setErrors] = useState<Map<string, Record<string, string>>>(new Map());
  const employees = pending.size;
  const changes = changeCount(pending);
  useDirtyReport(employees > 0);

  const change = (id: string, field: PowerEditField) => (input: { version: number; value: unknown; original: unknown }) => {
    setPending((current) => withCell(current, { id, field, ...input }));
    setErrors((current) => {
      const own = current.get(id);
      if (!own || !(field in own)) return current;
      const next = new Map(current);
      const { [field]: _, ...rest } = own;
      next.set(id, rest);
      return next;
    });
  };

  const confirmSave = () =>
    modal.confirm({
      title: t('powerEdit.confirmTitle'),
      content: t('powerEdit.confirmBody', { count: employees }),
      okText: t('powerEdit.save'),
      cancelText: t('common:cancel'),
      onOk: async () => {
        const rows = [...pending].map(([id, row]) => ({ id, version: row.version, changes: row.changes }));
        try {
          await save.mutateAsync(rows);
          setPending(new Map());
          setErrors(new Map());
          message.success(t('powerEdit.saved', { count: rows.length }));
        } catch (error) {
          if (error instanceof ApiError && Object.keys(error.fieldErrors).length) {
            setErrors(
              cellErrors(
                rows.map((row) => row.id),
                error.fieldErrors,
              ),
            );
            message.error(t('powerEdit.failed'));
          } else showError(error);
        }
      },
    });

  const discard = () => {
    setPending(new Map());
    setErrors(new Map());
  };

  return (
    <Page
      title={t('menu:employeePowerEdit')}
      extra={
        <Space wrap>
          <Typography.Text aria-live="polite" type={changes ? undefined : 'secondary'}>
            {t('powerEdit.pending', { count: changes })}
          </Typography.Text>
          <Button onClick={discard} disabled={!changes || save.isPending}>
            {t('powerEdit.discard')}
          </Button>
          <Button type="primary" onClick={confirmSave} disabled={!changes} loading={save.isPending}>
            {t('powerEdit.save')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('powerEdit.intro')}</Typography.Paragraph>
      <Space direction="vertical" size={12} style={{ width: '100%', marginBottom: 12 }}>
        <EmployeeStatusFilter value={status} onChange={setStatus} />
        <AdvancedFilter
          categories={filters.data ?? []}
          loading={filters.isPending}
          value={filter}
          onChange={setFilter}
          employees={{ options: employeeOptions.data ?? [], loading: employeeOptions.isPending }}
        />
      </Space>
      <DataTable
        contract={employeeTable}
        rowKey="id"
        emptyText={t('list.emptyNoMatch')}
        defaultSort={{ key: 'fullName', dir: 'asc' }}
        filter={{ filter, status: LIST_STATUS[String(status)] }}
        columns={[
          {
            key: 'fullName',
            title: t('list.name'),
            sortable: true,
            render: (row) => {
              const rowError = errors.get(row.id)?.version ?? errors.get(row.id)?.id;
              return (
                <div style={{ minWidth: 160 }}>
                  <Typography.Text strong>{row.fullName}</Typography.Text>
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {[row.employmentNumber, row.hiringDate ? format.calendarDate(row.hiringDate) : null].filter(Boolean).join(' · ')}
                  </Typography.Text>
                  {rowError && (
                    <Typography.Text type="danger" role="alert" style={{ display: 'block', fontSize: 12, maxWidth: 240 }}>
                      {rowError}
                    </Typography.Text>
                  )}
                </div>
              );
            },
          },
          ...POWER_EDIT_FIELDS.map((field) => ({
            key: field,
            title: t(`fields.${field}`),
            render: (row: EmployeeRow) => (
              <JobCell
                row={row}
                field={field}
                pending={pending}
                errors={errors.get(row.id)}
                options={SELECT_FIELDS.has(field) ? options[field as SelectField] : undefined}
                onChange={change(row.id, field)}
              />
            ),
          })),
        ]}
      />
    </Page>
  );
}
