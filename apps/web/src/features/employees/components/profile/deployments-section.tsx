import { Form, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { getEmployeeDeployments } from '@tenaga/contracts/modules/employees/profile';
import { DeploymentSchema } from '@tenaga/contracts/modules/employees/record';
import { QueryState } from '../../../../components/page/page.tsx';
import { SchemaForm } from '../../../../components/form/schema-form.tsx';
import { useFeedback } from '../../../../components/feedback/notices.tsx';
import { useFormat } from '../../../../lib/format.ts';
import { useContractQuery } from '../../../../lib/contract-query.ts';
import { useSaveDeployments } from '../../api/employees.mutations.ts';
import { applyServerErrors } from '../../model/apply-server-errors.ts';
import { buildCreateBody, type AddEmployeeValues } from '../../model/create-body.ts';
import { DeploymentFields } from '../record/deployment-fields.tsx';
import { SectionCard } from '../../../../components/section-card/section-card.tsx';
import { EditButton, EditFooter, useSectionEditing } from './section-editing.tsx';

const DeploymentsFormSchema = z.strictObject({ deployments: z.array(DeploymentSchema) });

/** Where the employee is deployed: contract and location rows, replaced together on save. */
export function DeploymentsSection({ employeeId }: { readonly employeeId: string }) {
  const { t } = useTranslation('employees');
  const { message } = useFeedback();
  const format = useFormat();
  const query = useContractQuery(getEmployeeDeployments, { params: { id: employeeId } });
  const save = useSaveDeployments();
  const [form] = Form.useForm<AddEmployeeValues>();
  const { editing, start, stop, editButton, formArea, onKeyDown } = useSectionEditing(form);
  if (query.data?.level === 'none') return null;

  const rows = query.data?.deployments ?? [];
  const initialValues = {
    deployments: rows.map((row) => ({ contractId: row.contractId, locationId: row.locationId || undefined, from: row.from, to: row.to })),
  };
  const date = (value: string | null) => (value ? format.calendarDate(value) : '—');

  const submit = async (values: AddEmployeeValues) => {
    try {
      await save.mutateAsync({ id: employeeId, version: query.data!.version, deployments: buildCreateBody(values).deployments ?? [] });
    } catch (error) {
      applyServerErrors(form, error, { collapse: [] });
      throw error;
    }
    message.success(t('profile.saved'));
  };

  return (
    <SectionCard
      id="deploymentDetail"
      title={t('sections.deployments')}
      extra={
        query.data?.level === 'edit' && !editing && <EditButton ref={editButton} section={t('sections.deployments')} onClick={start} />
      }
    >
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()}>
        {editing ? (
          <div ref={formArea} onKeyDown={onKeyDown}>
            <SchemaForm<typeof DeploymentsFormSchema, AddEmployeeValues>
              schema={DeploymentsFormSchema}
              form={form}
              initialValues={initialValues}
              onSubmit={submit}
              onSaved={stop}
              aria-label={t('sections.deployments')}
              name="employee-deployments"
            >
              <DeploymentFields />
              <EditFooter form={form} saving={save.isPending} onCancel={stop} />
            </SchemaForm>
          </div>
        ) : (
          <div data-table-label={t('sections.deployments')}>
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={rows}
              locale={{ emptyText: t('deployments.empty') }}
              columns={[
                { key: 'contract', title: t('deployments.contract'), render: (_, row) => row.contractName },
                { key: 'location', title: t('deployments.location'), render: (_, row) => row.locationName ?? '—' },
                { key: 'from', title: t('deployments.from'), render: (_, row) => date(row.from) },
                { key: 'to', title: t('deployments.to'), render: (_, row) => date(row.to) },
              ]}
            />
          </div>
        )}
      </QueryState>
    </SectionCard>
  );
}
